import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4555";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await page.request.post(base + "/api/admin/login", { data: { password: "correct horse battery staple" }, headers: { Origin: base, "Sec-Fetch-Site": "same-origin" } });
await page.goto(base + "/admin/site-copy/trust-builder");
console.log(await page.evaluate(() => { const out: string[] = []; for (const e of document.querySelectorAll("body *")) { const b = e.getBoundingClientRect(); if (b.right > 392 && b.width > 0) out.push(`${e.tagName}.${(e.className||"").toString().slice(0,60)} ${Math.round(b.left)}-${Math.round(b.right)}`); } return [document.documentElement.scrollWidth, ...out.slice(0, 12)]; }));
await browser.close();
