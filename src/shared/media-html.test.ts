import { describe, expect, test } from "bun:test";
import { parseMediaUrl } from "./media.ts";
import { pictureSources, readingColumnSizes, uploadsAsPictures, uploadsForFeed } from "./media-html.ts";
import { renderPostContent } from "./post-content.ts";
import { sanitizePostHtml } from "./sanitize-html.ts";

const KEY = "0123456789abcdef";
const PHOTO = `/media/${KEY}-4032x3024.jpg`;
const SMALL_PNG = `/media/${KEY}-800x600.png`;
const COLUMN = "(min-width: 752px) 704px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

const srcset = (address: string, widths: number[], format: string) => widths.map((w) => `${address}/${w}.${format} ${w}w`).join(", ");

describe("pictureSources", () => {
  test("every width in each format, the src near 960 px in the fallback format", () => {
    const set = pictureSources(parseMediaUrl(PHOTO)!);
    const widths = [320, 480, 720, 960, 1200, 1920];
    expect(set).toEqual({
      avif: srcset(`/media/${KEY}-4032x3024`, widths, "avif"),
      webp: srcset(`/media/${KEY}-4032x3024`, widths, "webp"),
      fallback: srcset(`/media/${KEY}-4032x3024`, widths, "jpg"),
      src: `/media/${KEY}-4032x3024/960.jpg`,
    });
  });

  test("a smaller image's largest width is its own; maxWidth keeps only the widths up to it", () => {
    expect(pictureSources(parseMediaUrl(SMALL_PNG)!).src).toBe(`/media/${KEY}-800x600/800.png`);
    const avatar = pictureSources(parseMediaUrl(PHOTO)!, 320);
    expect(avatar.avif).toBe(`/media/${KEY}-4032x3024/320.avif 320w`);
    expect(avatar.src).toBe(`/media/${KEY}-4032x3024/320.jpg`);
    expect(pictureSources(parseMediaUrl(`/media/${KEY}-200x200.jpg`)!, 320).fallback).toBe(`/media/${KEY}-200x200/200.jpg 200w`);
  });
});

describe("readingColumnSizes", () => {
  test("the column (704 px of text at most), or the image's own width when it is narrower", () => {
    expect(readingColumnSizes(4032)).toBe(COLUMN);
    expect(readingColumnSizes(704)).toBe(COLUMN);
    expect(readingColumnSizes(650)).toBe("(min-width: 698px) 650px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)");
    expect(readingColumnSizes(300)).toBe("(min-width: 332px) 300px, calc(100vw - 32px)");
  });
});

describe("uploadsAsPictures", () => {
  test("an upload's <img> becomes a <picture>: AVIF, WebP, the fallback; its size and alt; lazy", () => {
    const html = uploadsAsPictures(sanitizePostHtml(`<p><img src="${PHOTO}" alt="The shop &amp; its sign"></p>`));
    const name = `/media/${KEY}-4032x3024`;
    const widths = [320, 480, 720, 960, 1200, 1920];
    expect(html).toBe(
      "<p><picture>" +
        `<source type="image/avif" srcset="${srcset(name, widths, "avif")}" sizes="${COLUMN}" />` +
        `<source type="image/webp" srcset="${srcset(name, widths, "webp")}" sizes="${COLUMN}" />` +
        `<img src="${name}/960.jpg" srcset="${srcset(name, widths, "jpg")}" sizes="${COLUMN}" alt="The shop &amp; its sign" width="4032" height="3024" loading="lazy" decoding="async" />` +
        "</picture></p>",
    );
  });

  test("the author's smaller width (or height) is kept, in the upload's shape; eager stays eager", () => {
    const html = uploadsAsPictures(sanitizePostHtml(`<img src="${PHOTO}" width="300" height="999" loading="eager"><img src="${SMALL_PNG}" height="300">`));
    expect(html).toContain('width="300" height="225" loading="eager"');
    expect(html).toContain('sizes="(min-width: 332px) 300px, calc(100vw - 32px)"');
    expect(html).toContain(`<img src="/media/${KEY}-800x600/800.png" srcset="/media/${KEY}-800x600/320.png 320w`);
    expect(html).toContain('width="400" height="300" loading="lazy"');
    // Never wider than the upload itself.
    expect(uploadsAsPictures(sanitizePostHtml(`<img src="${SMALL_PNG}" width="5000">`))).toContain('width="800" height="600"');
  });

  test("every other image is left exactly as it is", () => {
    const others = [
      '<img src="/static/images/blog/a.svg" alt="A" loading="lazy" decoding="async" />',
      '<img src="https://cdn.example/media/0123456789abcdef-800x600.jpg" alt="" loading="lazy" decoding="async" />',
      `<img src="/media/${KEY}-800x600/640.webp" alt="" loading="lazy" decoding="async" />`,
      `<img src="/media/${KEY.toUpperCase()}-800x600.jpg" alt="" loading="lazy" decoding="async" />`,
      `<img src="/media/${KEY}-800x600.gif" alt="" loading="lazy" decoding="async" />`,
      `<a href="${PHOTO}">the photo</a>`,
      `<p>&lt;img src="${PHOTO}"&gt;</p>`,
    ];
    for (const html of others) {
      expect(sanitizePostHtml(html)).toBe(html);
      expect(uploadsAsPictures(html)).toBe(html);
    }
  });

  test("a second pass changes nothing", () => {
    const once = uploadsAsPictures(sanitizePostHtml(`<img src="${PHOTO}" alt="a"><img src="${SMALL_PNG}">`));
    expect(uploadsAsPictures(once)).toBe(once);
  });
});

// What may come out of renderPostContent: the allowlist's tags and attributes (stated apart from its options, as
// in sanitize-html.test.ts), and the <picture> markup written here, whose addresses are the variants' only.
const ALLOWED_TAGS = new Set(
  "h2 h3 h4 p br hr a img figure figcaption ul ol li blockquote pre code strong em del sub sup abbr table caption thead tbody tfoot tr th td picture source".split(" "),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading", "decoding", "srcset", "sizes"],
  source: ["type", "srcset", "sizes"],
  picture: [],
};
const VARIANT = /^\/media\/[0-9a-f]{16}-[1-9]\d*x[1-9]\d*\/[1-9]\d*\.(avif|webp|jpg|png)$/;

function tagsOf(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map((m) => ({
    name: m[1]!.toLowerCase(),
    attributes: [...m[2]!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map((a) => ({ name: a[1]!.toLowerCase(), value: a[2] ?? "" })),
  }));
}

/** Our picture markup taken out: what is left must be exactly what the allowlist alone lets through. */
const withoutPictures = (html: string) => html.replace(/<\/?picture>|<source\s[^<>]*\/>/g, "").replace(/ (srcset|sizes)="[^"]*"/g, "");

function expectOnlyAllowed(html: string) {
  // Text may say anything ("onerror=" in an alt is words, escaped); only real tags and attributes count.
  expect(html).not.toMatch(/<script/i);
  for (const tag of tagsOf(html)) {
    expect(ALLOWED_TAGS.has(tag.name)).toBe(true);
    const attributes = ALLOWED_ATTRIBUTES[tag.name];
    for (const attribute of tag.attributes) {
      expect(attribute.name).not.toMatch(/^on/);
      if (attributes) expect(attributes).toContain(attribute.name);
      if (attribute.name === "src" || attribute.name === "href") expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      if (attribute.name === "srcset") {
        for (const candidate of attribute.value.split(", ")) {
          expect(candidate).toMatch(/^\S+ [1-9]\d*w$/);
          expect(candidate.split(" ")[0]).toMatch(VARIANT);
        }
      }
      if (attribute.name === "sizes") expect(attribute.value).toMatch(/^[a-z0-9 (),:.+-]+$/);
      if (tag.name === "source" && attribute.name === "type") expect(["image/avif", "image/webp"]).toContain(attribute.value);
    }
  }
  const plain = withoutPictures(html);
  expect(sanitizePostHtml(plain)).toBe(plain);
  expect(uploadsAsPictures(html)).toBe(html);
}

const hostile: [string, "html" | "markdown"][] = [
  [`<img src="${PHOTO}" alt='x" onerror="alert(1)'>`, "html"],
  [`<img src="${PHOTO}" onerror="alert(1)" srcset="javascript:alert(1) 1x" sizes="x" style="x">`, "html"],
  [`<img src="${PHOTO}?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" alt="q">`, "html"],
  [`<img src='${PHOTO}#" onload="alert(1)'>`, "html"],
  [`<img src="${PHOTO}/../../admin" alt="extra segments">`, "html"],
  [`<img src="${PHOTO}/x.jpg">`, "html"],
  [`<img src="/media/${KEY}-800x600.jpg.js">`, "html"],
  [`<img src="/media/../media/${KEY}-800x600.jpg">`, "html"],
  [`<img src="javascript:${PHOTO}">`, "html"],
  [`<img src="//evil.example${PHOTO}">`, "html"],
  [`<img src="https://evil.example${PHOTO}">`, "html"],
  [`<img src="${PHOTO}" width="99999" height="1e3">`, "html"],
  [`<img src="${PHOTO}" alt="<picture><source srcset=javascript:alert(1)>">`, "html"],
  [`<picture><source srcset="javascript:alert(1) 1x" type="image/avif"><img src="${PHOTO}" alt="theirs"></picture>`, "html"],
  [`<img src=${PHOTO} alt=unquoted onerror=alert(1)>`, "html"],
  [`<IMG SRC="${PHOTO}" ALT="upper">`, "html"],
  [`<pre><code>&lt;img src="${PHOTO}"&gt;</code></pre><p>&lt;img src="${PHOTO}"&gt;</p>`, "html"],
  [`<a href="/blog"><img src="${SMALL_PNG}" alt="linked"></a><figure><img src="${PHOTO}" alt="f"><figcaption>c</figcaption></figure>`, "html"],
  [`![x" onerror="alert(1)](${PHOTO})`, "markdown"],
  [`![a](${PHOTO} "t\\" onerror=\\"x")`, "markdown"],
  [`![a](<${PHOTO} onerror=x>)`, "markdown"],
  [`<img src="${PHOTO}" alt="a"/><img src="${PHOTO}" alt="b"/> and ![c](${SMALL_PNG})`, "markdown"],
];

describe("renderPostContent with uploads: hostile input gets nothing past the allowlist", () => {
  test.each(hostile)("%s", (input, format) => {
    const html = renderPostContent(input, format);
    expectOnlyAllowed(html);
    const feed = uploadsForFeed(html);
    expect(tagsOf(feed).filter((tag) => tag.name === "picture" || tag.name === "source" || tag.attributes.some((a) => a.name === "srcset"))).toEqual([]);
    expect(sanitizePostHtml(feed)).toBe(feed);
  });

  test("an upload still becomes a picture with its alt escaped; a path with anything after it stays a plain image", () => {
    const html = renderPostContent(`<img src="${PHOTO}" alt='x" onerror="alert(1)'><img src="${PHOTO}/../../admin">`, "html");
    expect(html).toContain('alt="x&quot; onerror=&quot;alert(1)" width="4032"');
    expect(html).toContain(`<img src="${PHOTO}/../../admin" alt="" loading="lazy" decoding="async" />`);
    expect(html.match(/<picture>/g)).toHaveLength(1);
  });
});

describe("uploadsForFeed", () => {
  test("an upload's picture (or bare img) becomes one plain image: 1200 px, the fallback format, its size", () => {
    const html = renderPostContent(`<p><img src="${PHOTO}" alt="Shop"><img src="${SMALL_PNG}" width="300" alt=""><img src="/static/a.svg" alt="A"></p>`, "html");
    expect(uploadsForFeed(html)).toBe(
      "<p>" +
        `<img src="/media/${KEY}-4032x3024/1200.jpg" alt="Shop" width="1200" height="900" loading="lazy" decoding="async" />` +
        `<img src="/media/${KEY}-800x600/800.png" alt="" width="300" height="225" loading="lazy" decoding="async" />` +
        '<img src="/static/a.svg" alt="A" loading="lazy" decoding="async" />' +
        "</p>",
    );
    expect(uploadsForFeed(sanitizePostHtml(`<img src="${PHOTO}" alt="bare">`))).toBe(
      `<img src="/media/${KEY}-4032x3024/1200.jpg" alt="bare" width="1200" height="900" loading="lazy" decoding="async" />`,
    );
  });
});
