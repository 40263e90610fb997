import { describe, expect, test } from "bun:test";
import { pages } from "../pages/index.ts";
import { DYNAMIC_PAGES_LISTED, KnownPages, type RegisteredPage, reportingPages, type SiteContentPaths } from "./known-pages.ts";

const SITE: RegisteredPage[] = [
  { path: "/" },
  { path: "/about-us" },
  { path: "/blog" },
  { path: "/blog/:slug" },
  { path: "/blog/tag/:slug" },
  { path: "/preview/:token" },
  { path: "/admin" },
  { path: "/admin/dashboard", guard: "dashboard" },
];

/** A reader that counts its reads and answers what `content` holds at the time. */
function reader(content: { current: SiteContentPaths | Error }) {
  const calls = { n: 0 };
  const read = async () => {
    calls.n++;
    if (content.current instanceof Error) throw content.current;
    return content.current;
  };
  return { calls, read };
}

describe("KnownPages", () => {
  test("every dynamic page that sends a page view has its addresses listed", () => {
    const dynamic = reportingPages(pages)
      .filter((page) => page.path.includes(":"))
      .map((page) => page.path);
    expect(dynamic.toSorted()).toEqual([...DYNAMIC_PAGES_LISTED].toSorted());
  });

  test("the site's fixed pages are known without a read, in their own form; the admin's and made-up paths are not", async () => {
    const { calls, read } = reader({ current: { paths: [], expiresAt: Number.POSITIVE_INFINITY } });
    const known = new KnownPages(SITE, read);
    expect(await known.pageOf("/about-us", 1)).toBe("/about-us");
    expect(await known.pageOf("/about-us/", 1)).toBe("/about-us");
    expect(await known.pageOf("/", 1)).toBe("/");
    expect(await known.pageOf("/made-up", 1)).toBeUndefined();
    expect(await known.pageOf("/admin", 1)).toBeUndefined();
    expect(await known.pageOf("/admin/dashboard", 1)).toBeUndefined();
    expect(await known.pageOf("/blog/a/b/c", 1)).toBeUndefined();
    expect(await known.pageOf("/%zz", 1)).toBeUndefined();
    expect(calls.n).toBe(0);
  });

  test("a dynamic page is known when its content exists: read once per content version, again when a scheduled post goes public", async () => {
    const content: { current: SiteContentPaths | Error } = { current: { paths: ["/blog/five-tips", "/blog/tag/google-maps"], expiresAt: 1000 } };
    const { calls, read } = reader(content);
    const known = new KnownPages(SITE, read);
    const [a, b] = await Promise.all([known.pageOf("/blog/five-tips", 1, 0), known.pageOf("/blog/tag/google-maps", 1, 0)]);
    expect([a, b]).toEqual(["/blog/five-tips", "/blog/tag/google-maps"]);
    expect(await known.pageOf("/blog/no-such-post", 1, 0)).toBeUndefined();
    expect(await known.pageOf("/blog/five-tips/", 1, 0)).toBe("/blog/five-tips");
    expect(await known.pageOf("/preview/abc", 1, 0)).toBeUndefined();
    expect(calls.n).toBe(1);

    content.current = { paths: ["/blog/five-tips", "/blog/new-post"], expiresAt: Number.POSITIVE_INFINITY };
    // Until the content version moves or the scheduled post's time comes, the list stands.
    expect(await known.pageOf("/blog/new-post", 1, 999)).toBeUndefined();
    expect(await known.pageOf("/blog/new-post", 1, 1000)).toBe("/blog/new-post");
    expect(calls.n).toBe(2);
    content.current = { paths: ["/blog/new-post"], expiresAt: Number.POSITIVE_INFINITY };
    expect(await known.pageOf("/blog/five-tips", 2, 1000)).toBeUndefined();
    expect(calls.n).toBe(3);
  });

  test("a failed read fails the view and is tried again by the next", async () => {
    const content: { current: SiteContentPaths | Error } = { current: new Error("database down") };
    const { calls, read } = reader(content);
    const known = new KnownPages(SITE, read);
    await expect(known.pageOf("/blog/five-tips", 1)).rejects.toThrow("database down");
    content.current = { paths: ["/blog/five-tips"], expiresAt: Number.POSITIVE_INFINITY };
    expect(await known.pageOf("/blog/five-tips", 1)).toBe("/blog/five-tips");
    expect(calls.n).toBe(2);
  });
});
