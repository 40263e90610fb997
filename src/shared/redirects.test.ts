import { expect, test } from "bun:test";
import { canonicalPath, fromPathProblem, parseTarget } from "./redirects.ts";

test("a path has one canonical form: leading slash, no query, fragment, empty or dot segments, trailing slash; escapes one way", () => {
  expect(canonicalPath("blog/old-post/?utm=1#top")).toBe("/blog/old-post");
  expect(canonicalPath("/")).toBe("/");
  expect(canonicalPath("//a//b/./c/../d/")).toBe("/a/b/d");
  expect(canonicalPath("/ol%64")).toBe("/old");
  expect(canonicalPath("/caf%c3%a9")).toBe("/caf%C3%A9");
  expect(canonicalPath("/café")).toBe("/caf%C3%A9");
  expect(canonicalPath("/a%2Fb")).toBe("/a%2Fb");
  expect(canonicalPath("/price:$5,@home;x=1")).toBe("/price:$5,@home;x=1");
  expect(canonicalPath("https://www.example.com/blog/x/?a=1")).toBe("/blog/x");
  expect(canonicalPath("/bad%zz")).toBeUndefined();
  expect(canonicalPath("/has space")).toBeUndefined();
  expect(canonicalPath("/back\\slash")).toBeUndefined();
  expect(canonicalPath("/nul\u0000")).toBeUndefined();
});

test("a from-path may not take over the admin, the APIs, the assets or the health check", () => {
  expect(fromPathProblem("/admin/dashboard")).toBe("From may not be under /admin, /api, /assets or /healthz");
  expect(fromPathProblem("/api")).toBeDefined();
  expect(fromPathProblem("/healthz/")).toBeDefined();
  expect(fromPathProblem("/administrator")).toBeUndefined();
  expect(fromPathProblem("/api-docs")).toBeUndefined();
});

test("a target is a site path (canonical, query and fragment kept) or an http(s) URL; nothing a browser would follow elsewhere", () => {
  expect(parseTarget("/blog/new/?ref=old#top")).toEqual({ kind: "path", path: "/blog/new", target: "/blog/new?ref=old#top" });
  expect(parseTarget(" https://Example.org/a?b=1 ")).toEqual({ kind: "url", target: "https://example.org/a?b=1" });
  for (const unsafe of [
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/\\evil.example",
    "vbscript:x",
    "ftp://x.org/",
    "https://u:p@x.org/",
    "http://",
    "relative/path",
    "/a b",
  ]) {
    expect(parseTarget(unsafe), unsafe).toBeUndefined();
  }
});
