import { describe, expect, test } from "bun:test";
import { deviceClassOf, pageViewReportOf } from "./traffic.ts";

const page = (path: string) => new URL(path, "https://site.test");
/** The report as the beacon's JSON carries it (fields without a value are left out). */
const sent = (report: object) => JSON.parse(JSON.stringify(report));

describe("pageViewReportOf", () => {
  test("a page opened with no referrer starts a visit from nowhere (direct)", () => {
    expect(sent(pageViewReportOf(page("/blog?q=x#top"), "", 390.4))).toEqual({ p: "/blog", e: 1, w: 390 });
  });

  test("a move within the site is a view, not a visit, and carries no source", () => {
    expect(sent(pageViewReportOf(page("/about-us"), "https://site.test/", 1280))).toEqual({ p: "/about-us", e: 0, w: 1280 });
  });

  test("another site, or a look-alike host, starts a visit with its host", () => {
    expect(pageViewReportOf(page("/"), "https://www.google.com/search?q=ai", 800)).toMatchObject({ e: 1, r: "www.google.com" });
    expect(pageViewReportOf(page("/"), "https://site.test.evil.example/", 800)).toMatchObject({ e: 1, r: "site.test.evil.example" });
  });

  test("UTM parameters start a visit even from our own page; only utm_source, utm_medium and utm_campaign are read", () => {
    expect(pageViewReportOf(page("/?utm_source=nl&utm_medium=email&utm_campaign=spring&utm_term=x&email=a@b.c"), "https://site.test/blog", 390)).toEqual({
      p: "/",
      e: 1,
      w: 390,
      r: "",
      s: "nl",
      m: "email",
      c: "spring",
    });
  });

  test("a referrer that is not an address counts as none", () => {
    expect(sent(pageViewReportOf(page("/"), "not a url", 390))).toEqual({ p: "/", e: 1, w: 390 });
  });
});

test("deviceClassOf: phones under 576 px, tablets under 992 px, the rest desktops", () => {
  expect([0, 575, 576, 991, 992, 2560].map(deviceClassOf)).toEqual(["mobile", "mobile", "tablet", "tablet", "desktop", "desktop"]);
});
