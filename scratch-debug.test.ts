import { test } from "bun:test";
import { adminSessionForFile } from "./tests/api/admin-support.ts";
import { checkDocument } from "./src/admin/site-copy/copy-actions.ts";
import { documentFromForm, formFields } from "./src/admin/site-copy/copy-form.ts";
import { privacyPolicyCopy } from "./src/content/privacy-policy-copy.ts";
const admin = adminSessionForFile();
test("x", async () => {
  const html = await (await admin.send("GET", "/admin/site-copy/privacy-policy")).text();
  const form = html.slice(html.indexOf('id="copy-form"'), html.indexOf("</form>", html.indexOf('id="copy-form"')));
  const names = [...form.matchAll(/name="([^"]+)"/g)].map(m => m[1]);
  console.log(names.length, names.slice(0, 30));
  const res = await admin.t.app.request("/api/admin/site-copy/privacy-policy/form", { method: "POST", headers: { Cookie: admin.cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=save&f.page.title=x" });
  const out = await res.text();
  const m = out.match(/Nothing was saved[\s\S]{0,3000}/);
  console.log(res.status, m?.[0].replace(/<[^>]+>/g, " ").slice(0, 1500));
});
