import { chromium } from "playwright-core";
const pages = (process.env.PAGES ?? "/?funnel=true").split(",");
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const width of [390, 768, 1366]) {
  const p = await b.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  for (const path of pages) {
    await p.goto("http://localhost:3912" + path, { waitUntil: "networkidle" });
    await p.addStyleTag({ content: "main>section+section,body>footer{content-visibility:visible!important}" });
    const found = await p.evaluate(() => {
      const out = [];
      for (const box of document.querySelectorAll("main>section+section, body>footer")) {
        const r = box.getBoundingClientRect();
        for (const el of box.querySelectorAll("*")) {
          const e = el.getBoundingClientRect();
          if (e.width === 0 || e.height === 0) continue;
          const cs = getComputedStyle(el);
          if (cs.position === "fixed" || el.closest(".sr-only")) continue;
          const shadowy = cs.boxShadow !== "none" || /shadow|card|ring|outline|translate/.test(String(el.className));
          const over = Math.max(r.left - e.left, e.right - r.right, r.top - e.top, e.bottom - r.bottom);
          const vmargin = Math.min(e.top - r.top, r.bottom - e.bottom);
          if (over > 0.5 || (shadowy && vmargin < 12)) out.push(`#${box.id || box.tagName} > ${el.tagName}.${String(el.className).slice(0, 50)} over ${over.toFixed(1)} vmargin ${vmargin.toFixed(1)}`);
        }
      }
      return out;
    });
    if (found.length) console.log(width, path, "\n  " + found.slice(0, 8).join("\n  "));
  }
  await p.close();
}
await b.close();
