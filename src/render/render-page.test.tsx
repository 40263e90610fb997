import { describe, expect, test } from "bun:test";
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { island } from "../../islands/lib/island.tsx";
import { loadSiteIdentity } from "../content/identity.ts";
import { inlineSourceHash } from "../middleware/security-headers.ts";
import { defaultSiteCopy } from "../site-copy/site-copy.ts";
import type { AssetBundle } from "./assets.ts";
import { type RenderInput, renderPage } from "./render-page.tsx";

const assets: AssetBundle = {
  stylesheetHref: "/assets/site-abc.css",
  fontHref: "/assets/inter-abc.woff2",
  fontRestHref: "/assets/inter-rest-abc.woff2",
  clientHref: "/assets/client-abc.js",
  clientImports: ["/assets/chunk-react.js"],
  loaderHref: "/assets/loader-test.js",
  islands: {
    "mobile-menu": { src: "/assets/mobile-menu-abc.js", imports: ["/assets/chunk-react.js"] },
    "services-menu": { src: "/assets/services-menu-abc.js", imports: ["/assets/chunk-react.js"] },
    faq: { src: "/assets/faq-abc.js", imports: ["/assets/chunk-react.js"] },
    funnel: { src: "/assets/funnel-abc.js", imports: ["/assets/chunk-react.js"] },
    toaster: { src: "/assets/toaster-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-login": { src: "/assets/admin-login-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-posts": { src: "/assets/admin-posts-abc.js", imports: ["/assets/chunk-react.js"] },
    "taxonomy-dialogs": { src: "/assets/taxonomy-dialogs-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-api-keys": { src: "/assets/admin-api-keys-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-leads": { src: "/assets/admin-leads-abc.js", imports: ["/assets/chunk-react.js"] },
  },
  pageScripts: { "admin-frame": { src: "/assets/admin-frame-abc.js", imports: ["/assets/chunk-toast.js"] } },
  find: () => undefined,
};

/** What every render here shares: the fake assets, a plain identity and meta, the page at /x. */
function pageInput(body: React.ReactNode, extra: Partial<RenderInput> = {}): RenderInput {
  const identity = loadSiteIdentity({});
  return { assets, identity, copy: defaultSiteCopy(identity), siteUrl: "https://example.test", path: "/x", meta: { title: "T", description: "D" }, body, ...extra };
}

function render(body: React.ReactNode) {
  return renderPage(pageInput(body)).then((r) => r.text());
}

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}
const LabelledIsland = island("mobile-menu", Labelled, { on: "interaction" });
const AdminLabelledIsland = island("admin-login", Labelled, { on: "load" });

describe("renderPage", () => {
  test("a page without islands ships no script at all", async () => {
    const html = await render(<main>Plain</main>);
    expect(html).toContain("<main>Plain</main>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("modulepreload");
  });

  test("an island renders as its own root, exactly what the client hydrates with the same prefix", async () => {
    const html = await render(
      <main>
        <section>
          <LabelledIsland label="Name" />
        </section>
      </main>,
    );
    const marker = /<island-root data-island="mobile-menu" data-id="([^"]+)" data-hydrate="interaction" data-props="([^"]+)">(.*?)<\/island-root>/.exec(html);
    expect(marker).not.toBeNull();
    const [, prefix, props, inner] = marker!;
    expect(props).toBe("{&quot;label&quot;:&quot;Name&quot;}");
    expect(inner).toBe(renderToString(<Labelled label="Name" />, { identifierPrefix: prefix }));
    // The loader, deferred; it knows the island's files (the page names none); nothing else fetched before the island's moment comes.
    expect(html).toContain('<script src="/assets/loader-test.js" defer=""></script>');
    expect(html).not.toContain("/assets/mobile-menu-abc.js");
    expect(html).not.toContain("modulepreload");
  });

  test("an island that hydrates at once has its modules preloaded while the HTML is parsed", async () => {
    const html = await render(<AdminLabelledIsland label="Password" />);
    expect(html).toContain('data-hydrate="load"');
    for (const href of ["/assets/client-abc.js", "/assets/chunk-react.js", "/assets/admin-login-abc.js"]) {
      expect(html).toContain(`<link rel="modulepreload" href="${href}"/>`);
    }
  });

  test("a page with inline styles carries the CSS its classes use, allowed by its hash, and no stylesheet link", async () => {
    const res = await renderPage(
      pageInput(<main className="grid gap-[13px] text-brand-700">Styled</main>, {
        inlineStyles: { https: true, frameOrigins: [] },
      }),
    );
    const html = await res.text();
    const css = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? "";
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
    expect(css).toContain(".grid{display:grid;}");
    expect(css).toContain("gap:13px");
    expect(css).toContain("@font-face");
    // Only what the page uses: a class no element has is not there.
    expect(css).not.toContain(".italic{");
    expect(html).not.toContain('<link rel="stylesheet"');
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`style-src 'self' ${inlineSourceHash(css)}`);
    expect(policy).toContain("script-src 'self';");
  });

  test("a page without inline styles links the site stylesheet and sets no policy of its own", async () => {
    const res = await renderPage(pageInput(<main className="grid">x</main>));
    const html = await res.text();
    expect(html).toContain('<link rel="stylesheet" href="/assets/site-abc.css"/>');
    expect(html).not.toContain("<style>");
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  test("two islands on a page get distinct id prefixes", async () => {
    const html = await render(
      <>
        <LabelledIsland label="A" />
        <LabelledIsland label="B" />
      </>,
    );
    const prefixes = [...html.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(prefixes).size).toBe(2);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  test("props are escaped in the attribute and JSON-LD cannot close its script", async () => {
    const res = await renderPage(
      pageInput(<LabelledIsland label={'"><script>alert(1)</script>'} />, {
        meta: { title: "T", description: "D", jsonLd: [{ name: "</script><script>alert(1)</script>" }] },
      }),
    );
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("\\u003c/script>");
  });
});
