import { expect, test } from "bun:test";
import type { RedirectRule } from "../../db/queries/redirects.ts";
import { type HitCount, RedirectMap, withQuery } from "./redirect-map.ts";

test("the request's query goes after the target's own and before its fragment", () => {
  expect(withQuery("/new", "")).toBe("/new");
  expect(withQuery("/new", "?")).toBe("/new");
  expect(withQuery("/new", "?a=1")).toBe("/new?a=1");
  expect(withQuery("/new?x=2", "?a=1")).toBe("/new?x=2&a=1");
  expect(withQuery("/new#top", "?a=1")).toBe("/new?a=1#top");
});

function mapOf(rules: RedirectRule[], versions = { current: 1 }) {
  let reads = 0;
  const written: HitCount[][] = [];
  const map = new RedirectMap({
    read: async () => {
      reads++;
      return rules;
    },
    versions,
    writeHits: async (batch) => {
      written.push(batch);
    },
  });
  return { map, versions, reads: () => reads, written };
}

test("read once per content version; a request while it is read waits for it; hits are written together", async () => {
  const rules: RedirectRule[] = [{ fromPath: "/old", toTarget: "/new", statusCode: 301 }];
  const { map, versions, reads, written } = mapOf(rules);
  const first = map.answer("/old/", "?q=1");
  expect(first).toBeInstanceOf(Promise);
  const answered = (await first) as Response;
  expect(answered.status).toBe(301);
  expect(answered.headers.get("location")).toBe("/new?q=1");
  expect(map.answer("/other", "")).toBeUndefined();
  expect((map.answer("/old", "") as Response).headers.get("location")).toBe("/new");
  expect(reads()).toBe(1);

  rules.push({ fromPath: "/temp", toTarget: "https://example.org/", statusCode: 302 });
  versions.current = 2;
  const temp = (await map.answer("/temp", "?x=1")) as Response;
  expect(temp.status).toBe(302);
  expect(temp.headers.get("location")).toBe("https://example.org/");
  expect(temp.headers.get("cache-control")).toBe("no-cache");
  expect(reads()).toBe(2);

  expect(written).toEqual([]);
  await map.hits.flush();
  expect(written.flat().map((h) => [h.fromPath, h.hits])).toEqual([
    ["/old", 2],
    ["/temp", 1],
  ]);
});

test("a failed read keeps the map read last, and is not retried on every request", async () => {
  let fail = false;
  let reads = 0;
  const versions = { current: 1 };
  const map = new RedirectMap({
    read: async () => {
      reads++;
      if (fail) throw new Error("database down");
      return [{ fromPath: "/old", toTarget: "/new", statusCode: 301 }];
    },
    versions,
    writeHits: async () => {},
  });
  expect(((await map.answer("/old", "")) as Response).status).toBe(301);
  fail = true;
  versions.current = 2;
  expect(((await map.answer("/old", "")) as Response).status).toBe(301);
  expect((map.answer("/old", "") as Response).status).toBe(301);
  expect(reads).toBe(2);
});
