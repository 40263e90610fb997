import { chromium } from "playwright-core";
const pages = ["/", "/biziagent-ai", "/trust-builder", "/local-boost-seo", "/solutions", "/login", "/about-us", "/contact", "/blog", "/blog/missed-calls-ai-receptionist", "/privacy-policy", "/terms-of-service", "/search?q=seo", "/no-such-page"];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1366]) {
  const p = await b.newPage({ viewport: { width, height: 900 } });
  for (const path of pages) {
    await p.goto("http://localhost:3912" + path, { waitUntil: "networkidle" });
    const found = await p.evaluate(() => {
      const out = [];
      for (const box of document.querySelectorAll("main>section+section, body>footer")) {
        const r = box.getBoundingClientRect();
        for (const el of box.querySelectorAll("*")) {
          const e = el.getBoundingClientRect();
          if (e.width === 0 || e.height === 0) continue;
          const cs = getComputedStyle(el);
          if (cs.position === "fixed") continue;
          const over = Math.max(r.left - e.left, e.right - r.right, r.top - e.top, e.bottom - r.bottom);
          let shadowReach = 0;
          if (cs.boxShadow !== "none") shadowReach = 24;
          if (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0) shadowReach = Math.max(shadowReach, parseFloat(cs.outlineWidth) + parseFloat(cs.outlineOffset || "0"));
          const margin = Math.min(e.left - r.left, r.right - e.right, e.top - r.top, r.bottom - e.bottom);
          if (over > 0.5 || (shadowReach > 0 && margin < shadowReach)) out.push(`${box.id || box.tagName} > ${el.tagName}.${String(el.className).slice(0, 60)} over ${over.toFixed(1)} margin ${margin.toFixed(1)} shadow ${cs.boxShadow.slice(0, 40)}`);
        }
      }
      return out;
    });
    if (found.length) console.log(width, path, "\n  " + found.slice(0, 12).join("\n  "));
  }
  await p.close();
}
await b.close();
