import { test, waitForIslands } from "./fixtures.ts";
test("probe", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/?funnel=true");
  await waitForIslands(page);
  await page.waitForTimeout(1200);
  const r = await page.evaluate(() => {
    const q = (s: string) => [...document.querySelectorAll(s)].map((e) => { const b = e.getBoundingClientRect(); return `${s}:${Math.round(b.top)}-${Math.round(b.bottom)} (${Math.round(b.height)})`; });
    return [...q("#funnel"), ...q("#funnel header > *"), ...q("#funnel .card"), ...q("#funnel .card > div"), ...q("#funnel h3"), ...q("#funnel label"), ...q("#funnel button")];
  });
  console.log(r.join("\n"));
});
