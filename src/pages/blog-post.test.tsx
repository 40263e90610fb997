import { describe, expect, test } from "bun:test";
import type { PublishedPost } from "../../db/queries/posts.ts";
import { loadSiteIdentity } from "../content/identity.ts";
import type { AssetBundle } from "../render/assets.ts";
import { renderPage } from "../render/render-page.tsx";
import { renderPostContent } from "../shared/post-content.ts";
import { defaultSiteCopy } from "../site-copy/site-copy.ts";
import { Article, postMeta } from "./blog-post.tsx";

const identity = loadSiteIdentity({});
const SITE = "https://www.example.test";
const KEY = "0123456789abcdef";
// Whatever island the page uses gets a made-up bundle: only the images are looked at here.
const islands = new Proxy({}, { get: (_, name) => ({ src: `/assets/${String(name)}.js`, imports: [] }) });
const assets = {
  stylesheetHref: "/assets/site.css",
  fontHref: "/assets/inter.woff2",
  fontRestHref: "/assets/inter-rest.woff2",
  clientHref: "/assets/client.js",
  clientImports: [],
  loaderHref: "/assets/loader-test.js",
  islands,
  pageScripts: {},
  find: () => undefined,
} as AssetBundle;

function post(overrides: Partial<PublishedPost> = {}): PublishedPost {
  return {
    id: 1,
    slug: "shop-window",
    title: "A new shop window",
    excerpt: "What changed.",
    featuredImageUrl: `/media/${KEY}-4032x3024.jpg`,
    publishedAt: new Date(Date.UTC(2026, 0, 5)),
    createdAt: new Date(Date.UTC(2026, 0, 4)),
    updatedAt: new Date(Date.UTC(2026, 0, 6)),
    content: renderPostContent(`<p>Inside:</p><p><img src="/media/${KEY}-800x600.png" alt="The counter"></p>`, "html"),
    readingTime: 1,
    author: { name: "Maria Costa", slug: "maria-costa", bio: "Writes.", imageUrl: `/media/fedcba9876543210-600x600.jpg` },
    category: null,
    tags: [],
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
    ogTitle: null,
    ogDescription: null,
    ogImageUrl: null,
    ...overrides,
  };
}

async function render(p: PublishedPost): Promise<string> {
  const res = await renderPage({
    assets,
    identity,
    copy: defaultSiteCopy(identity),
    siteUrl: SITE,
    path: `/blog/${p.slug}`,
    meta: postMeta(p, identity, SITE),
    body: <Article post={p} />,
  });
  return res.text();
}

const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"/>`).exec(html)?.[1];

describe("a post with uploaded images", () => {
  test("Open Graph, Twitter and JSON-LD name the 1200-px jpg of the featured image, with its size and type", async () => {
    const html = await render(post());
    const image = `${SITE}/media/${KEY}-4032x3024/1200.jpg`;
    expect(meta(html, "og:image")).toBe(image);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("900");
    expect(meta(html, "og:image:type")).toBe("image/jpeg");
    expect(meta(html, "twitter:image")).toBe(image);
    expect(html).toContain(`"image":["${image}"]`);
  });

  test("the OG image wins over the featured one; a smaller png upload is shared at its own width", () => {
    const html = postMeta(post({ ogImageUrl: `/media/${KEY}-800x418.png` }), identity, SITE);
    expect(html.image).toBe(`/media/${KEY}-800x418/800.png`);
    expect(html.openGraph).toMatchObject({ "og:image:width": "800", "og:image:height": "418", "og:image:type": "image/png" });
  });

  test("a static or external OG image is named as it is, with no size claimed", () => {
    const staticMeta = postMeta(post({ featuredImageUrl: "/static/images/blog/a.svg" }), identity, SITE);
    expect(staticMeta.image).toBe("/static/images/blog/a.svg");
    expect(Object.keys(staticMeta.openGraph ?? {}).filter((k) => k.startsWith("og:image"))).toEqual([]);
    expect(postMeta(post({ featuredImageUrl: null }), identity, SITE).image).toBeUndefined();
  });

  test("the featured image is a picture fetched first and preloaded; avatars list only their smallest variant; the body's image is a lazy picture", async () => {
    const html = await render(post());
    const [head, body] = html.split("</head>") as [string, string];
    expect(head).toContain(`<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/media/${KEY}-4032x3024/320.avif 320w`);
    expect(body).toContain(`<img src="/media/${KEY}-4032x3024/960.jpg" srcSet="/media/${KEY}-4032x3024/320.jpg 320w`);
    expect(body).toContain(
      'sizes="(min-width: 1000px) 952px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)" alt="" width="4032" height="3024" loading="eager" fetchPriority="high"',
    );
    const avatars = [...body.matchAll(/<source type="image\/avif" srcSet="(\/media\/fedcba9876543210[^"]*)" sizes="(\d+px)"/g)].map((m) => [m[1], m[2]]);
    expect(avatars).toEqual([
      ["/media/fedcba9876543210-600x600/320.avif 320w", "48px"],
      ["/media/fedcba9876543210-600x600/320.avif 320w", "80px"],
    ]);
    expect(body).toContain(`<img src="/media/${KEY}-800x600/800.png" srcset="/media/${KEY}-800x600/320.png 320w`);
    expect(body).toContain('alt="The counter" width="800" height="600" loading="lazy" decoding="async" /></picture>');
  });
});
