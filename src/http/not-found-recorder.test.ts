import { expect, test } from "bun:test";
import type { NotFoundCount } from "../../db/queries/not-found-log.ts";
import { NotFoundRecorder, notFoundKey } from "./not-found-recorder.ts";

test("probes are grouped, real paths are kept canonical", () => {
  const group = (path: string) => notFoundKey(path).probeGroup;
  expect(group("/wp-login.php")).toBe("wordpress");
  expect(group("/blog/wp-admin/")).toBe("wordpress");
  expect(group("/xmlrpc.php")).toBe("wordpress");
  expect(group("/.env")).toBe("dotfiles");
  expect(group("/.git/config")).toBe("dotfiles");
  expect(group("/.well-known/security.txt")).toBeNull();
  expect(group("/cgi-bin/luci")).toBe("cgi-bin");
  expect(group("/phpmyadmin/index")).toBe("phpmyadmin");
  expect(group("/index.php")).toBe("php");
  expect(group("/default.aspx")).toBe("scripts");
  expect(group(`/${"x".repeat(600)}`)).toBe("overlong");
  expect(notFoundKey("/blog/wp-tips-for-owners/")).toEqual({ path: "/blog/wp-tips-for-owners", probeGroup: null });
});

test("counts wait in memory: one batch per flush, at most 1,000 distinct paths waiting, /api and /assets and writes not counted", async () => {
  const batches: NotFoundCount[][] = [];
  const recorder = new NotFoundRecorder(async (batch) => {
    batches.push(batch);
  });
  const request = (referer?: string) => new Request("http://x/", { headers: referer ? { Referer: referer } : {} });
  recorder.record("GET", "/missing", request("https://news.example.com/a"));
  recorder.record("HEAD", "/missing/", request());
  recorder.record("POST", "/missing", request());
  recorder.record("GET", "/api/nothing", request());
  recorder.record("GET", "/assets/x.js", request());
  expect(batches).toEqual([]);
  await recorder.counts.flush();
  expect(batches.flat().map((c) => [c.path, c.hits, c.referrerHost])).toEqual([["/missing", 2, "news.example.com"]]);

  for (let i = 0; i < 2500; i++) recorder.record("GET", `/flood/${i}`, request());
  expect(recorder.counts.size).toBeLessThan(1000);
  await recorder.counts.flush();
  expect(batches.slice(1).every((batch) => batch.length <= 1000)).toBe(true);
  expect(batches.slice(1).flat()).toHaveLength(2500);
});
