/**
 * The owner edits the site's own copy (in-process, no browser): the editor's forms save drafts that change no
 * page, refuse bad input field by field and change nothing, publish to every page at once (structured data too),
 * schedule a publish that goes live at its moment and not before, answer another tab's save as a conflict, keep
 * revisions that restore; the JSON API with content:read and content:write keys; export and import, whole or
 * not at all; and the audit log's entries.
 */
import { describe, expect, test } from "bun:test";
import { auditLog } from "../../db/schema/index.ts";
import type { AdminApiKey } from "../../src/shared/admin-api.ts";
import { adminRequest, adminSessionForFile, json } from "./admin-support.ts";

const admin = adminSessionForFile();

/** The editor's form as a browser sends it: url-encoded fields, same origin. */
async function sendForm(key: string, fields: [string, string][]): Promise<Response> {
  return admin.t.app.request(`/api/admin/site-copy/${key}/form`, {
    method: "POST",
    headers: { Cookie: admin.cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", Origin: admin.t.deps.env.siteUrl },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The editor's fields as the page renders them (inputs, textareas, selects, checked boxes), in document order. */
async function editorFields(key: string): Promise<[string, string][]> {
  const res = await admin.send("GET", `/admin/site-copy/${key}`);
  expect(res.status).toBe(200);
  return formFieldsOf(await res.text());
}

function decode(text: string): string {
  return text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

function formFieldsOf(html: string): [string, string][] {
  const form = html.slice(html.indexOf('id="copy-form"'), html.indexOf("</form>", html.indexOf('id="copy-form"')));
  const fields: [string, string][] = [];
  const tag = /<(input|textarea|select)\b([^>]*)>([\s\S]*?)(?=<\/textarea>|<\/select>|$)?/g;
  for (const match of form.matchAll(/<input\b[^>]*>|<textarea\b[^>]*>[\s\S]*?<\/textarea>|<select\b[^>]*>[\s\S]*?<\/select>/g)) {
    const element = match[0];
    const name = /\bname="([^"]*)"/.exec(element)?.[1];
    if (!name) continue;
    if (element.startsWith("<input")) {
      const type = /\btype="([^"]*)"/.exec(element)?.[1] ?? "text";
      if (type === "submit" || type === "file") continue;
      if (type === "checkbox" && !/\bchecked=""/.test(element)) continue;
      fields.push([decode(name), decode(/\bvalue="([^"]*)"/.exec(element)?.[1] ?? (type === "checkbox" ? "on" : ""))]);
    } else if (element.startsWith("<textarea")) {
      fields.push([decode(name), decode(/>([\s\S]*?)<\/textarea>$/.exec(element)?.[1] ?? "")]);
    } else {
      const selected = /<option[^>]*selected=""[^>]*value="([^"]*)"|<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(element);
      const first = /<option[^>]*value="([^"]*)"/.exec(element);
      fields.push([decode(name), decode(selected?.[1] ?? selected?.[2] ?? first?.[1] ?? "")]);
    }
  }
  void tag;
  return fields;
}

const withField = (fields: [string, string][], name: string, value: string): [string, string][] => {
  expect(fields.some(([field]) => field === name)).toBe(true);
  return fields.map(([field, old]) => [field, field === name ? value : old]);
};

async function publicPage(path: string): Promise<string> {
  const res = await admin.t.app.request(path);
  expect(res.status).toBe(200);
  return res.text();
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe("the editor's forms", () => {
  test("the list names every document, and an editor shows each block as a form beside the real page", async () => {
    const list = await (await admin.send("GET", "/admin/site-copy")).text();
    for (const title of ["Site identity", "Trust Builder", "Privacy Policy", "Header and footer"]) expect(list).toContain(title);
    const editor = await (await admin.send("GET", "/admin/site-copy/trust-builder")).text();
    expect(editor).toContain('name="f.hero.title"');
    expect(editor).toContain('name="f.plans.plans.0.price.amount"');
    expect(editor).toContain('src="/admin/site-copy/trust-builder/preview?v=0"');
    // Its policy lets it frame the preview, which only this site may frame.
    const res = await admin.send("GET", "/admin/site-copy/trust-builder");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/frame-src [^;]*'self'/);
    const preview = await admin.send("GET", "/admin/site-copy/trust-builder/preview?v=0");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    expect(preview.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(preview.headers.get("Cache-Control")).toContain("no-store");
    expect((await admin.send("GET", "/admin/site-copy/no-such-page")).status).toBe(404);
  });

  test("Save draft keeps the words without changing the page; the preview shows them; Publish makes them live", async () => {
    const fields = withField(await editorFields("trust-builder"), "f.hero.title", "Reviews that win customers");
    const saved = await sendForm("trust-builder", [...fields, ["intent", "save"]]);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/admin/site-copy/trust-builder?done=saved");
    expect(await publicPage("/trust-builder")).not.toContain("Reviews that win customers");
    const preview = await (await admin.send("GET", "/admin/site-copy/trust-builder/preview?v=1")).text();
    expect(preview).toContain("Reviews that win customers");

    const again = await editorFields("trust-builder");
    expect(again).toContainEqual(["f.hero.title", "Reviews that win customers"]);
    const published = await sendForm("trust-builder", [...again, ["intent", "publish"]]);
    expect(published.status).toBe(303);
    expect(published.headers.get("Location")).toBe("/admin/site-copy/trust-builder?done=published");
    expect(await publicPage("/trust-builder")).toContain("Reviews that win customers");
  });

  test("bad input gets each field's own message and changes nothing: HTML, a javascript: link, an empty title, a negative price", async () => {
    const before = await publicPage("/trust-builder");
    let fields = await editorFields("trust-builder");
    fields = withField(fields, "f.hero.lead", "Read <b>every</b> review");
    fields = withField(fields, "f.cta.actions.0.href", "javascript:alert(1)");
    fields = withField(fields, "f.benefits.title", "   ");
    fields = withField(fields, "f.plans.plans.0.price.amount", "-5");
    const res = await sendForm("trust-builder", [...fields, ["intent", "publish"]]);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(/Nothing was saved: [^<]*/.exec(html)?.[0]).toBe("Nothing was saved: 4 fields need a change.");
    expect(html).toContain("Plain text only: take out the HTML (such as &lt;b&gt; or &amp;amp;).");
    expect(html).toContain("Enter a page of this site (such as /contact or #plans) or an address that starts with http:// or https://.");
    expect(html).toContain("Fill in this field.");
    expect(html).toContain("A price cannot be negative.");
    // What the owner typed is still in the form.
    expect(formFieldsOf(html)).toContainEqual(["f.hero.lead", "Read <b>every</b> review"]);
    expect(await publicPage("/trust-builder")).toBe(before);
  });

  test("a list grows, shrinks and moves within its bounds, and a field goes back to its default", async () => {
    const fields = await editorFields("trust-builder");
    const count = Number(fields.find(([name]) => name === "f.faq.items.#")![1]);
    const added = await sendForm("trust-builder", [...fields, ["op", "add:faq.items"]]);
    expect(added.status).toBe(200);
    const afterAdd = formFieldsOf(await added.text());
    expect(afterAdd).toContainEqual(["f.faq.items.#", String(count + 1)]);
    const firstQuestion = afterAdd.find(([name]) => name === "f.faq.items.0.question")![1];
    const moved = formFieldsOf(await (await sendForm("trust-builder", [...afterAdd, ["op", "down:faq.items.0"]])).text());
    expect(moved).toContainEqual(["f.faq.items.1.question", firstQuestion]);
    const removed = formFieldsOf(await (await sendForm("trust-builder", [...moved, ["op", `remove:faq.items.${count}`]])).text());
    expect(removed).toContainEqual(["f.faq.items.#", String(count)]);
    // The title published in the test before goes back to the site's default.
    const reset = formFieldsOf(await (await sendForm("trust-builder", [...removed, ["op", "reset:hero.title"]])).text());
    expect(reset).toContainEqual(["f.hero.title", "Build trust with every review"]);
    // A keyed list (plans carry their ids) can be reordered but not grown.
    const plans = formFieldsOf(await (await sendForm("trust-builder", [...reset, ["op", "add:plans.plans"]])).text());
    expect(plans).toContainEqual(["f.plans.plans.#", "3"]);
  });

  test("another tab's save first: the form says so and keeps the owner's words; pressing Save again keeps them", async () => {
    const mine = withField(await editorFields("privacy-policy"), "f.page.description", "Mine: how we handle your data.");
    const theirs = withField(mine, "f.page.description", "Theirs: how we handle your data.");
    const first = await sendForm("privacy-policy", [...theirs, ["intent", "save"]]);
    expect(
      `${first.status} ${first.status === 303 ? "" : [...(await first.text()).matchAll(/<li><a href="#copy-[^"]*"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "")).join(" | ")}`,
    ).toBe("303 ");
    const conflict = await sendForm("privacy-policy", [...mine, ["intent", "save"]]);
    expect(conflict.status).toBe(409);
    const html = await conflict.text();
    expect(html).toContain("This copy was changed in another tab or by someone else since you opened it. Reload it, or keep your version.");
    const kept = formFieldsOf(html);
    expect(kept).toContainEqual(["f.page.description", "Mine: how we handle your data."]);
    expect((await sendForm("privacy-policy", [...kept, ["intent", "save"]])).status).toBe(303);
    expect(await editorFields("privacy-policy")).toContainEqual(["f.page.description", "Mine: how we handle your data."]);
    expect((await sendForm("privacy-policy", [...kept, ["intent", "discard"]])).status).toBe(303);
  });
});

describe("one change, every place", () => {
  test("a price published reaches the plan card and the structured data as an Offer", async () => {
    let fields = await editorFields("trust-builder");
    fields = withField(fields, "f.plans.plans.1.price.amount", "149");
    fields = withField(fields, "f.plans.plans.1.price.period", "/mo");
    expect((await sendForm("trust-builder", [...fields, ["intent", "publish"]])).status).toBe(303);
    const html = await publicPage("/trust-builder");
    expect(html).toContain("$149");
    const service = jsonLdOf(html).find((block) => block["@type"] === "Service")!;
    expect(service.offers).toEqual([{ "@type": "Offer", name: "Professional", price: "149", priceCurrency: "USD", url: `${admin.t.deps.env.siteUrl}/trust-builder#plans` }]);
  });

  test("the site identity's phone reaches the footer of every page", async () => {
    const fields = withField(await editorFields("identity"), "f.supportPhone", "+1 (800) 555-0777");
    expect((await sendForm("identity", [...fields, ["intent", "publish"]])).status).toBe(303);
    for (const path of ["/", "/about-us", "/blog"]) expect(await publicPage(path)).toContain("+1 (800) 555-0777");
    expect(admin.t.deps.identity.supportPhone).toBe("+1 (800) 555-0777");
  });
});

describe("a scheduled publish", () => {
  test("goes live at its moment, not before, with no write at that moment", async () => {
    const { document } = await json<{ document: Record<string, unknown> }>(await admin.send("GET", "/api/admin/site-copy/solutions"));
    const changed = structuredClone(document) as { hero: { title: string } };
    changed.hero.title = "Scheduled store title";
    const at = new Date(Date.now() + 2500);
    const res = await admin.send("POST", "/api/admin/site-copy/solutions/publish", { document: changed, at: at.toISOString(), timeZone: "America/Denver" });
    expect(`${res.status} ${res.status === 200 ? "" : await res.clone().text()}`).toBe("200 ");
    expect(await json(res)).toMatchObject({ published: true, scheduled: true, liveFrom: at.toISOString() });
    expect(await publicPage("/solutions")).not.toContain("Scheduled store title");
    const editor = await (await admin.send("GET", "/admin/site-copy/solutions")).text();
    expect(editor).toContain("(America/Denver, GMT-7)");
    while (Date.now() < at.getTime() - 300) {
      expect(await publicPage("/solutions")).not.toContain("Scheduled store title");
      await Bun.sleep(200);
    }
    await Bun.sleep(Math.max(0, at.getTime() - Date.now()) + 50);
    expect(await publicPage("/solutions")).toContain("Scheduled store title");
  });

  test("a moment in the past, a wall-clock time that does not exist, or an unknown zone is refused with its reason", async () => {
    const fields = await editorFields("solutions");
    const past = await sendForm("solutions", [...withField(withField(fields, "scheduleAt", "2020-01-01T09:00"), "timeZone", "UTC"), ["intent", "schedule"]]);
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("Choose a moment in the future, or press Publish now.");
    const gap = await sendForm("solutions", [
      ...withField(withField(fields, "scheduleAt", `${new Date().getUTCFullYear() + 1}-03-14T02:30`), "timeZone", "America/Denver"),
      ["intent", "schedule"],
    ]);
    expect(await gap.text()).toContain("That time does not exist in this time zone");
    const zone = await sendForm("solutions", [...withField(withField(fields, "scheduleAt", "2099-01-01T09:00"), "timeZone", "Mars/Olympus"), ["intent", "schedule"]]);
    expect(await zone.text()).toContain("Choose a time zone from the list.");
  });
});

describe("revisions", () => {
  test("each publish is a revision; one restores as a new publish, audited", async () => {
    const { revisions } = await json<{ revisions: { id: number; kind: string }[] }>(await admin.send("GET", "/api/admin/site-copy/trust-builder/revisions"));
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    const first = revisions.at(-1)!;
    const page = await (await admin.send("GET", `/admin/site-copy/trust-builder/revisions/${first.id}`)).text();
    expect(page).toContain("hero.title");
    const restored = await admin.send("POST", `/api/admin/site-copy/trust-builder/revisions/${first.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await publicPage("/trust-builder")).toContain("Reviews that win customers");
    const entries = await admin.t.deps.db.select({ action: auditLog.action, targetId: auditLog.targetId }).from(auditLog);
    const actions = entries.filter((entry) => entry.targetId === "trust-builder").map((entry) => entry.action);
    expect(actions).toContain("copy.publish");
    expect(actions).toContain("copy.restore");
    expect(entries.map((entry) => entry.action)).toContain("copy.schedule");
  });
});

describe("the JSON API and its keys", () => {
  async function key(scopes: string[]) {
    const res = await adminRequest(admin.t, "/api/admin/api-keys", { method: "POST", cookie: admin.cookie, body: { name: `Copy ${scopes.join(" ")}`, scopes } });
    expect(res.status).toBe(201);
    return (await json<AdminApiKey>(res)).key;
  }

  test("content:read reads but may not write; content:write publishes; a stale baseVersion is a conflict", async () => {
    const reader = await key(["content:read"]);
    const writer = await key(["content:write", "content:read"]);
    const read = await adminRequest(admin.t, "/api/admin/site-copy/about-us", { bearer: reader });
    expect(read.status).toBe(200);
    const body = await json<{ document: { hero: { title: string } }; version: number }>(read);
    body.document.hero.title = "About the people behind BiziAgent";
    expect((await adminRequest(admin.t, "/api/admin/site-copy/about-us/publish", { method: "POST", bearer: reader, body: { document: body.document } })).status).toBe(403);
    const stale = await adminRequest(admin.t, "/api/admin/site-copy/about-us/publish", {
      method: "POST",
      bearer: writer,
      body: { document: body.document, baseVersion: body.version + 5 },
    });
    expect(stale.status).toBe(409);
    const ok = await adminRequest(admin.t, "/api/admin/site-copy/about-us/publish", {
      method: "POST",
      bearer: writer,
      body: { document: body.document, baseVersion: body.version },
    });
    expect(ok.status).toBe(200);
    expect(await publicPage("/about-us")).toContain("About the people behind BiziAgent");
  });

  test("a draft through the API: a bad field is named, a second save from the same base is a conflict", async () => {
    const { document } = await json<{ document: { hero: { title: string } } }>(await admin.send("GET", "/api/admin/site-copy/contact"));
    const bad = await admin.send("PUT", "/api/admin/site-copy/contact/draft", {
      document: { ...document, hero: { ...document.hero, title: "<script>x</script>" } },
      baseVersion: 0,
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({
      error: "Please check the highlighted fields",
      issues: [{ field: "hero.title", message: "Plain text only: take out the HTML (such as <b> or &amp;)." }],
    });
    expect((await admin.send("PUT", "/api/admin/site-copy/contact/draft", { document, baseVersion: 0 })).status).toBe(200);
    const second = await admin.send("PUT", "/api/admin/site-copy/contact/draft", { document, baseVersion: 0 });
    expect(second.status).toBe(409);
    expect((await admin.send("DELETE", "/api/admin/site-copy/contact/draft")).status).toBe(200);
  });
});

describe("export and import", () => {
  test("an export imports back unchanged; a file with one bad field is refused whole, naming it, and changes nothing", async () => {
    const exported = await json<{ format: string; documents: Record<string, Record<string, unknown>> }>(await admin.send("GET", "/api/admin/site-copy/export"));
    expect(exported.format).toBe("biziagent-site-copy");
    expect(Object.keys(exported.documents)).toContain("identity");
    const same = await admin.send("POST", "/api/admin/site-copy/import", exported);
    expect(same.status).toBe(200);
    expect(await json(same)).toMatchObject({ changed: [] });

    const edited = structuredClone(exported) as unknown as { documents: { solutions: { hero: { title: string } }; "about-us": { hero: { title: string } } } };
    edited.documents.solutions.hero.title = "Imported store title";
    edited.documents["about-us"].hero.title = "x".repeat(5000);
    const refused = await admin.send("POST", "/api/admin/site-copy/import", edited);
    expect(refused.status).toBe(400);
    const answer = await json<{ error: string; issues: { field: string; message: string }[] }>(refused);
    expect(answer.error).toBe("Check the file: nothing was imported");
    expect(answer.issues.map((issue) => issue.field)).toEqual(["about-us.hero.title"]);
    expect(await publicPage("/solutions")).not.toContain("Imported store title");

    edited.documents["about-us"].hero.title = "About the people behind BiziAgent";
    const ok = await admin.send("POST", "/api/admin/site-copy/import", edited);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ changed: ["solutions"] });
    expect(await publicPage("/solutions")).toContain("Imported store title");
    expect((await admin.send("POST", "/api/admin/site-copy/import", { ...edited, format: "other" })).status).toBe(400);
  });
});
