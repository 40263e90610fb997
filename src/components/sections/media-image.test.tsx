import { describe, expect, test } from "bun:test";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MediaImage } from "./media-image.tsx";

const KEY = "0123456789abcdef";
const UPLOAD = `/media/${KEY}-4032x3024.jpg`;
const NAME = `/media/${KEY}-4032x3024`;
const SIZES = "(min-width: 1000px) 952px, calc(100vw - 32px)";

/** A whole document, so the preloads React hoists into the <head> can be seen. */
function page(image: ReactNode): { head: string; body: string } {
  const html = renderToString(
    <html lang="en">
      <head>
        <title>T</title>
      </head>
      <body>{image}</body>
    </html>,
  );
  const [head, body] = html.split("</head>") as [string, string];
  return { head, body };
}

const srcset = (format: string, widths = [320, 480, 720, 960, 1200, 1920]) => widths.map((w) => `${NAME}/${w}.${format} ${w}w`).join(", ");

describe("MediaImage", () => {
  test("an upload: a picture of AVIF, WebP and the fallback, the image's own size, lazy below the fold", () => {
    const { head, body } = page(<MediaImage src={UPLOAD} alt="The shop" width={1200} height={675} sizes={SIZES} className="block w-full" />);
    expect(body).toBe(
      "<body>" +
        '<picture class="contents">' +
        `<source type="image/avif" srcSet="${srcset("avif")}" sizes="${SIZES}"/>` +
        `<source type="image/webp" srcSet="${srcset("webp")}" sizes="${SIZES}"/>` +
        `<img src="${NAME}/960.jpg" srcSet="${srcset("jpg")}" sizes="${SIZES}" alt="The shop" width="4032" height="3024" loading="lazy" decoding="async" class="block w-full"/>` +
        "</picture></body></html>",
    );
    expect(head).not.toContain("preload");
  });

  test("the page's largest image: eager, fetched first, and its AVIF preloaded from the head", () => {
    const { head, body } = page(<MediaImage src={UPLOAD} alt="" width={1200} height={400} sizes={SIZES} loading="priority" />);
    expect(body).toContain('alt="" width="4032" height="3024" loading="eager" fetchPriority="high" decoding="async"/>');
    expect(head).toContain(`<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcset("avif")}" imageSizes="${SIZES}"/>`);
    // Above the fold but not first: eager, preloaded without priority.
    const eager = page(<MediaImage src={UPLOAD} alt="" width={1200} height={675} sizes={SIZES} loading="eager" />);
    expect(eager.body).toContain('loading="eager" decoding="async"/>');
    expect(eager.head).toContain('<link rel="preload" as="image" type="image/avif" imageSrcSet=');
  });

  test("maxWidth lists only the small variants (an avatar)", () => {
    const { body } = page(<MediaImage src={UPLOAD} alt="" width={48} height={48} sizes="48px" maxWidth={320} />);
    expect(body).toContain(`<source type="image/avif" srcSet="${NAME}/320.avif 320w" sizes="48px"/>`);
    expect(body).toContain(`<img src="${NAME}/320.jpg" srcSet="${NAME}/320.jpg 320w" sizes="48px"`);
  });

  test("a static file or an external image: the plain <img> it always was", () => {
    for (const src of ["/static/images/blog/a.svg", "https://cdn.example/a.png", `/media/${KEY}-800x600/640.webp`]) {
      const lazy = page(<MediaImage src={src} alt="A" width={1200} height={675} sizes={SIZES} className="c" />);
      expect(lazy.body).toBe(`<body><img src="${src}" alt="A" width="1200" height="675" loading="lazy" decoding="async" class="c"/></body></html>`);
      const first = page(<MediaImage src={src} alt="" width={1200} height={400} sizes={SIZES} loading="priority" />);
      expect(first.body).toBe(`<body><img src="${src}" alt="" width="1200" height="400" loading="eager" fetchPriority="high" decoding="async"/></body></html>`);
      // React's own preload of an eager image, as before.
      expect(first.head).toContain(`<link rel="preload" as="image" href="${src}" fetchPriority="high"/>`);
    }
  });
});
