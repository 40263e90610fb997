/**
 * `bun run bench:lockout`: the admin lockout attack (many addresses guessing one password), in-process on the embedded database.
 * SPRAY_ADDRESSES (300) addresses and 20 addresses of one IPv6 /64 send wrong passwords; then the admin
 * logs in three ways. Prints each result and how long it took.
 */
import "../support/sandbox.ts";
import { ADMIN_PASSWORD, adminRequest, createAdminTestApp, deviceCookieOf } from "../api/admin-support.ts";

const addresses = Number(process.env.SPRAY_ADDRESSES ?? 300);
console.warn = () => {}; // the spray warning is expected; the figures are what this prints
const t = await createAdminTestApp();
try {
  const admin = "2001:db8:7:7::1";
  const device = deviceCookieOf(await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip: admin }))!;

  const spray = [
    ...Array.from({ length: addresses }, (_, i) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    ...Array.from({ length: 20 }, (_, i) => `2001:db8:7:7::${(i + 2).toString(16)}`),
  ];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  for (let i = 0; i < spray.length; i += 50) {
    const batch = spray.slice(i, i + 50).map((ip, j) => adminRequest(t, "/api/admin/login", { method: "POST", body: { password: `wrong ${i + j}` }, ip }));
    for (const res of await Promise.all(batch)) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  console.log(
    `spray: ${spray.length} wrong passwords (${addresses} addresses + 20 in one /64) in ${((performance.now() - started) / 1000).toFixed(1)} s → ${JSON.stringify(statuses)}`,
  );

  const attempt = async (label: string, ip: string, cookie?: string) => {
    const t0 = performance.now();
    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip, cookie });
    console.log(`${label}: ${res.status} in ${Math.round(performance.now() - t0)} ms`);
  };
  await attempt("the admin's browser (device cookie), from the attacked /64", admin, device);
  await attempt("the admin on a new browser, from another address", "192.0.2.44");
  await attempt("a new browser inside the attacked /64", "2001:db8:7:7::ff");
} finally {
  await t.close();
}
