/** Where a visit came from: which page load starts a visit, which keeps the tab's, and how every field is cleaned. */
import { describe, expect, test } from "bun:test";
import { SOURCE_FIELD_MAX } from "./lead-pipeline.ts";
import { cleanVisitSource, landingPathOf, parseVisitSource, referrerHostOf, sourceName, sourceText, type VisitSource, visitSourceFor } from "./visit-source.ts";

const SITE = "https://www.example.test";
const page = (path: string) => new URL(path, SITE);
const direct: VisitSource = { landingPage: "/", referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" };

describe("visitSourceFor", () => {
  test("the tab's first page starts the visit: its path, the referring host, its UTM values", () => {
    expect(visitSourceFor(page("/blog/five-tips?utm_source=newsletter&utm_medium=email&utm_campaign=spring#top"), "https://mail.example.com/inbox/123?x=1", false)).toEqual({
      landingPage: "/blog/five-tips",
      referrerHost: "mail.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
    });
    expect(visitSourceFor(page("/"), "", false)).toEqual(direct);
  });

  test("a move within the site keeps the visit, however the funnel is opened", () => {
    expect(visitSourceFor(page("/?funnel=true&plan=biziagent-pro"), `${SITE}/biziagent-ai?utm_source=newsletter&utm_campaign=spring`, true)).toBeNull();
    expect(visitSourceFor(page("/about-us"), "", true)).toBeNull();
  });

  test("UTM parameters or another site start a new visit in the same tab", () => {
    expect(visitSourceFor(page("/trust-builder?utm_source=ads"), `${SITE}/`, true)).toMatchObject({ landingPage: "/trust-builder", utmSource: "ads", referrerHost: "" });
    expect(visitSourceFor(page("/local-boost-seo"), "https://www.google.com/", true)).toMatchObject({ landingPage: "/local-boost-seo", referrerHost: "www.google.com" });
    // An empty UTM value is no value.
    expect(visitSourceFor(page("/contact?utm_source=%20"), "", true)).toBeNull();
  });

  test("a first page that ran no script (the static Business Scan) is found through the referrer", () => {
    expect(visitSourceFor(page("/?funnel=true&plan=business-scan"), `${SITE}/business-scan.html?utm_source=flyer&utm_campaign=fall`, false)).toEqual({
      landingPage: "/business-scan.html",
      referrerHost: "",
      utmSource: "flyer",
      utmMedium: "",
      utmCampaign: "fall",
    });
  });

  test("a referrer that is not an address, or has no host, is no referrer", () => {
    expect(visitSourceFor(page("/"), "not a url", false)).toEqual(direct);
    expect(visitSourceFor(page("/"), "about:blank", false)).toEqual(direct);
  });

  test("values are as the address has them; reading them back cleans them", () => {
    const raw = visitSourceFor(page(`/?utm_source=${"n".repeat(10_000)}&utm_medium=%0Aemail%0A`), "", false)!;
    expect(raw.utmSource).toHaveLength(10_000);
    expect(parseVisitSource(JSON.stringify(raw))).toMatchObject({ utmSource: "n".repeat(SOURCE_FIELD_MAX), utmMedium: "email" });
  });
});

describe("cleaning", () => {
  test("text: control characters out, trimmed, cut at SOURCE_FIELD_MAX, never half an emoji; not text is empty", () => {
    expect(sourceText("  news\u0000let\nter\t ")).toBe("newsletter");
    expect(sourceText("x".repeat(10_000))).toHaveLength(SOURCE_FIELD_MAX);
    const emojis = sourceText(`${"a".repeat(SOURCE_FIELD_MAX - 1)}😀😀`);
    expect(emojis).toBe("a".repeat(SOURCE_FIELD_MAX - 1));
    for (const value of [42, null, undefined, { a: 1 }, ["x"]]) expect(sourceText(value)).toBe("");
  });

  test("a landing page is a path: a full address gives its path; query and fragment go", () => {
    expect(landingPathOf("/blog/a?utm_source=x#y")).toBe("/blog/a");
    expect(landingPathOf("https://www.example.test/trust-builder?x=1")).toBe("/trust-builder");
    expect(landingPathOf("//evil.example/x")).toBe("");
    expect(landingPathOf("javascript:alert(1)")).toBe("");
    expect(landingPathOf("nonsense")).toBe("");
    expect(landingPathOf(`/${"p".repeat(10_000)}`)).toHaveLength(SOURCE_FIELD_MAX);
  });

  test("a referrer is its host, lower case", () => {
    expect(referrerHostOf("https://News.Example.com/story?id=1")).toBe("news.example.com");
    expect(referrerHostOf("www.Google.com")).toBe("www.google.com");
    expect(referrerHostOf("two words")).toBe("");
    expect(referrerHostOf(7)).toBe("");
    expect(referrerHostOf(`${"a".repeat(10_000)}.com`).length).toBeLessThanOrEqual(SOURCE_FIELD_MAX);
  });

  test("the source is the UTM source, else the referring host, else direct", () => {
    expect(sourceName({ utmSource: "newsletter", referrerHost: "www.google.com" })).toBe("newsletter");
    expect(sourceName({ utmSource: "", referrerHost: "www.google.com" })).toBe("www.google.com");
    expect(sourceName({ utmSource: "", referrerHost: "" })).toBe("");
  });

  test("a stored source is read back only when it has every field as text", () => {
    const source = cleanVisitSource({ landingPage: "/a", utmSource: "x" });
    expect(parseVisitSource(JSON.stringify(source))).toEqual(source);
    expect(parseVisitSource(JSON.stringify({ ...source, utmSource: 1 }))).toBeNull();
    for (const text of [null, "", "{", "null", "[]"]) expect(parseVisitSource(text)).toBeNull();
  });
});
