/** The HTTP surface of the foundation, in-process through app.request(). */
import { afterAll, beforeAll, describe, expect, setSystemTime, spyOn, test } from "bun:test";
import { HEALTH_LOG_EVERY_MS } from "../src/routes/health.ts";
import { SITE_PAGES } from "./support/site-pages.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe("document shell", () => {
  test("the home page is one complete, streamed HTML document", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toStartWith('<!DOCTYPE html><html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    for (const tag of [
      '<meta name="description" content="',
      '<link rel="canonical" href="https://www.example.test/"/>',
      '<meta property="og:url" content="https://www.example.test/"/>',
      '<meta property="og:image" content="https://www.example.test/static/brand/og-default.png"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<link rel="alternate" type="application/rss+xml" title="BiziAgent Blog" href="https://www.example.test/api/rss"/>',
    ]) {
      expect(html).toContain(tag);
    }
    // The CSS its HTML uses is in the head: no stylesheet to wait for.
    expect(html).toMatch(/<style>@font-face[\s\S]+?<\/style><\/head>/);
    expect(html).not.toContain('<link rel="stylesheet"');
    // The font is the first thing the head asks for (before the logo's image preload): CORS, as a font must be.
    const firstPreload = html.match(/<link rel="preload"[^>]*>/)?.[0];
    expect(firstPreload).toMatch(/^<link rel="preload" href="\/assets\/inter-latin-[a-z0-9]+\.woff2" as="font" crossorigin="" type="font\/woff2"\/>$/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  test("islands are markers with their name, rule and JSON props, woken by the one deferred loader that knows their files", async () => {
    const res = await get("/");
    const html = await res.text();
    const markers = [...html.matchAll(/<island-root data-island="([^"]+)" data-id="([^"]+)" data-hydrate="([a-z]+)"[^>]*? data-props="([^"]*)">/g)];
    expect(markers.map((m) => m[1])).toEqual(expect.arrayContaining(["services-menu", "mobile-menu", "toaster"]));
    const menu = markers.find((m) => m[1] === "mobile-menu")!;
    const props = JSON.parse(menu[4]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
    expect(props.nav.findOut).toEqual({ label: "Find Out What I Need", href: "#funnel" });
    expect(Object.fromEntries(markers.map((m) => [m[1], m[3]]))).toMatchObject({
      "services-menu": "interaction",
      "mobile-menu": "interaction",
      toaster: "event",
      funnel: "visible",
    });
    // No script is fetched before an island needs it: one deferred loader, no module script, no preload, nothing inline.
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter((m) => !m[1]!.includes("application/ld+json"));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toMatch(/^ src="\/assets\/loader-[a-z0-9]+\.js" defer="" data-stylesheet="\/assets\/site-[a-z0-9]+\.css"$/);
    expect(scripts[0]![2]).toBe("");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self';");
  });

  test("off the home page, 'Find Out What I Need' is a full load of /?funnel=true", async () => {
    const html = await (await get("/no-such-page")).text();
    expect(html).toContain("&quot;href&quot;:&quot;/?funnel=true&quot;");
    expect(html).toContain('href="/?funnel=true"');
  });

  test("the header and footer carry the site's links", async () => {
    const html = await (await get("/")).text();
    for (const href of ["/solutions", "/blog", "/login", "/local-boost-seo", "/trust-builder", "/privacy-policy", "/terms-of-service", "/about-us"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toMatch(/<a href="\/business-scan.html" class="[^"]*" target="_blank" rel="noopener noreferrer">Free Business Scan/);
    expect(html).toMatch(/<a href="https:\/\/app\.[^"]+" class="nav-link" target="_blank" rel="noopener noreferrer">Sign In/);
    expect(html).toContain(">AI Chat|SMS|Voice Assistant</a>");
    expect(html).toContain("© <!-- -->2024");
    expect(html).toMatch(/href="mailto:[^"]+@[^"]+"/);
    expect(html).toMatch(/href="tel:\+1800\d+"/);
    for (const network of ["Facebook", "X", "Instagram", "LinkedIn"]) {
      expect(html).toMatch(new RegExp(`target="_blank" rel="noopener noreferrer" class="[^"]*" aria-label="BiziAgent on ${network} \\(opens in a new tab\\)"`));
    }
  });
});

describe("not found", () => {
  test("an unknown route answers 404 with the not-found screen", async () => {
    const res = await get("/definitely/not/here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("404 Page Not Found</h1>");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe("security headers", () => {
  test("every response carries the CSP and the other headers", async () => {
    for (const path of ["/", "/nope", "/healthz"]) {
      const res = await get(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src https://store.biziagent.example");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
  });

  test("opener isolation on the admin, its API and the health check; not on the pages everyone is served alike", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/trust-builder", 200],
      ["/blog", 200],
      ["/api/rss", 200],
      ["/nope", 404],
      ["/blog/no-such-post", 404],
    ] as const) {
      const res = await get(path);
      expect({ path, status: res.status, coop: res.headers.get("cross-origin-opener-policy") }).toEqual({ path, status, coop: null });
    }
    for (const path of ["/admin", "/admin/dashboard", "/admin/categories", "/api/admin/blog-posts", "/api/admin/nope", "/healthz"]) {
      expect({ path, coop: (await get(path)).headers.get("cross-origin-opener-policy") }).toEqual({ path, coop: "same-origin" });
    }
  });

  test("no HSTS when the site is served over plain http", async () => {
    const local = await createTestApp({ SITE_URL: "http://localhost:3000" });
    try {
      const res = await local.app.request("/");
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    } finally {
      await local.close();
    }
  });
});

describe("assets", () => {
  async function assetUrls() {
    const html = await (await get("/")).text();
    const css = /data-stylesheet="(\/assets\/site-[a-z0-9]+\.css)"/.exec(html)![1]!;
    // The client is named by the loader, which the page names.
    const loader = /<script src="(\/assets\/loader-[a-z0-9]+\.js)"/.exec(html)![1]!;
    const js = /"(\/assets\/client-[a-z0-9]+\.js)"/.exec(await (await get(loader)).text())![1]!;
    return { css, js, loader };
  }

  test("built files are immutable and pre-compressed with brotli or gzip", async () => {
    const { css, js, loader } = await assetUrls();
    for (const url of [css, js, loader]) {
      const br = await get(url, { "Accept-Encoding": "gzip, deflate, br" });
      expect(br.status).toBe(200);
      expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(br.headers.get("content-encoding")).toBe("br");
      const gz = await get(url, { "Accept-Encoding": "gzip" });
      expect(gz.headers.get("content-encoding")).toBe("gzip");
      const plain = await get(url);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect((await plain.text()).length).toBeGreaterThan(100);
    }
    expect((await get(js)).headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  test("the client bundle is production React, minified", async () => {
    const { js } = await assetUrls();
    const code = await (await get(js)).text();
    expect(code).not.toContain("react-dom.development");
    expect(code.split("\n").length).toBeLessThan(50);
  });

  test("each coding has its own strong ETag from the name's hash; any of them gets 304; an unknown asset gets 404", async () => {
    const { css } = await assetUrls();
    const hash = /\/assets\/(site-[a-z0-9]+)\.css/.exec(css)![1]!;
    const plain = (await get(css)).headers.get("etag")!;
    const br = (await get(css, { "Accept-Encoding": "br" })).headers.get("etag")!;
    expect(plain).toBe(`"${hash}"`);
    expect(br).toBe(`"${hash}-br"`);
    for (const tag of [plain, br, `W/${plain}`, `"other", ${br}`]) expect((await get(css, { "If-None-Match": tag })).status, tag).toBe(304);
    expect((await get(css, { "If-None-Match": '"other"' })).status).toBe(200);
    expect((await get("/assets/site-doesnotexist.css")).status).toBe(404);
  });

  test("static files have a strong ETag of their bytes (304 on a match) and are compressed", async () => {
    const tag = (await get("/static/brand/logo.svg")).headers.get("etag")!;
    expect(tag).toMatch(/^"[0-9a-z]+"$/);
    const res = await get("/static/brand/logo.svg", { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(200);
    // Compressed on the fly, the same tag is weak (the bytes differ from the identity ones).
    expect(res.headers.get("etag")).toBe(`W/${tag}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    for (const sent of [tag, `W/${tag}`]) expect((await get("/static/brand/logo.svg", { "If-None-Match": sent })).status, sent).toBe(304);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect((await get("/static/../package.json")).status).toBe(404);
  });

  test("/favicon.ico, which browsers ask for on their own, is the brand icon, kept an hour like the static files", async () => {
    const res = await get("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(await Bun.file(`${import.meta.dir}/../static/brand/favicon.ico`).arrayBuffer()));
    expect((await get("/favicon.ico", { "If-None-Match": res.headers.get("etag")! })).status).toBe(304);
  });

  test("HTML is gzipped for clients that accept it", async () => {
    const res = await get("/", { "Accept-Encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
  });
});

describe("health", () => {
  test("/healthz answers 200 while the database answers, 503 once it does not, and never says why", async () => {
    const own = await createTestApp();
    const ok = await own.app.request("/healthz");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "ok" });
    await own.close();
    const warned: unknown[] = [];
    const warn = spyOn(console, "warn").mockImplementation((...parts) => void warned.push(...parts));
    try {
      const down = await own.app.request("/healthz");
      expect(down.status).toBe(503);
      // The database's own message (a user, a host, a port) is for the log only.
      expect(await down.json()).toEqual({ status: "unavailable" });
    } finally {
      warn.mockRestore();
    }
    expect(warned.join("\n")).toContain("healthz: the database did not answer");
  });

  test("100 failing /healthz requests write one line; the next one after the interval counts the 99 left out", async () => {
    const own = await createTestApp();
    await own.close();
    const lines: string[] = [];
    const errorLines: string[] = [];
    const capture = (...parts: unknown[]) => void lines.push(parts.join(" "));
    const warned = spyOn(console, "warn").mockImplementation(capture);
    const errors = spyOn(console, "error").mockImplementation((...parts: unknown[]) => void errorLines.push(parts.join(" ")));
    const start = Date.parse("2026-05-04T10:00:00Z");
    try {
      setSystemTime(new Date(start));
      for (let i = 0; i < 100; i++) expect((await own.app.request("/healthz")).status).toBe(503);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toStartWith("healthz: the database did not answer: ");
      setSystemTime(new Date(start + HEALTH_LOG_EVERY_MS));
      expect((await own.app.request("/healthz")).status).toBe(503);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toStartWith("healthz: the database did not answer: ");
      expect(lines[1]).toEndWith(" (99 more since 2026-05-04T10:00:00.000Z)");
    } finally {
      setSystemTime();
      warned.mockRestore();
      errors.mockRestore();
    }
    // A failing health check is a warning, never an error line that pages someone.
    expect(errorLines).toEqual([]);
  });
});

describe("robots and sitemap", () => {
  test("robots.txt keeps crawlers out of /admin and /api and points to the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("User-agent: *\nDisallow: /admin\nDisallow: /api/");
    expect(text).toContain("Sitemap: https://www.example.test/sitemap.xml");
  });

  test("sitemap.xml lists every public page with absolute URLs", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    for (const path of SITE_PAGES) expect(xml).toContain(`<loc>https://www.example.test${path}</loc>`);
    expect(xml).not.toContain("/admin");
  });
});
