/**
 * POST /api/admin/blog-posts/preview, the editor's live preview: the body as the public page will render it
 * (the same renderPostContent: Markdown, the one allowlist, uploads as pictures), for a session only with
 * content:write, nothing stored; bad input is a 400 that names the field.
 */
import { expect, test } from "bun:test";
import { renderPostContent } from "../../src/shared/post-content.ts";
import { adminSessionForFile, json } from "./admin-support.ts";

const admin = adminSessionForFile();
const PATH = "/api/admin/blog-posts/preview";

test("Markdown and HTML come back as the public page renders them, through the allowlist", async () => {
  const markdown = "## Hours\n\nOpen **daily**. <script>alert(1)</script><img src=x onerror=alert(1)>";
  const res = await admin.send("POST", PATH, { content: markdown, contentFormat: "markdown" });
  expect(res.status).toBe(200);
  const { html } = await json<{ html: string }>(res);
  expect(html).toBe(renderPostContent(markdown, "markdown"));
  expect(html).toContain("<h2>Hours</h2>");
  expect(html).not.toContain("<script");
  expect(html).not.toContain("onerror");

  const raw = '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p>';
  const htmlAnswer = await json<{ html: string }>(await admin.send("POST", PATH, { content: raw }));
  expect(htmlAnswer.html).toBe(renderPostContent(raw, "html"));
  expect(htmlAnswer.html).not.toContain("onclick");
  expect(htmlAnswer.html).not.toContain("javascript:");
});

test("nothing is stored: the post list is the same before and after", async () => {
  const before = await json<unknown[]>(await admin.send("GET", "/api/admin/blog-posts"));
  expect((await admin.send("POST", PATH, { content: "A draft that is never saved" })).status).toBe(200);
  expect(await json<unknown[]>(await admin.send("GET", "/api/admin/blog-posts"))).toEqual(before);
});

test("bad input is a 400 naming the field; without a session it is refused", async () => {
  const tooLong = await admin.send("POST", PATH, { content: "x".repeat(200_001) });
  expect(tooLong.status).toBe(400);
  expect(JSON.stringify(await tooLong.json())).toContain("Content must be at most 200,000 characters");
  const badFormat = await admin.send("POST", PATH, { content: "x", contentFormat: "rtf" });
  expect(badFormat.status).toBe(400);
  expect(JSON.stringify(await badFormat.json())).toContain("Format must be html or markdown");
  const anonymous = await admin.t.app.request(PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ content: "x" }),
  });
  expect(anonymous.status).toBe(401);
});
