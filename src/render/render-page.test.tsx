import { describe, expect, test } from "bun:test";
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { island } from "../../islands/lib/island.tsx";
import { loadSiteIdentity } from "../content/identity.ts";
import type { AssetBundle } from "./assets.ts";
import { renderPage } from "./render-page.tsx";

const assets: AssetBundle = {
  stylesheetHref: "/assets/site-abc.css",
  fontHref: "/assets/inter-abc.woff2",
  clientHref: "/assets/client-abc.js",
  islands: {
    "mobile-menu": { src: "/assets/mobile-menu-abc.js", imports: ["/assets/chunk-react.js"] },
    "services-menu": { src: "/assets/services-menu-abc.js", imports: ["/assets/chunk-react.js"] },
    faq: { src: "/assets/faq-abc.js", imports: ["/assets/chunk-react.js"] },
    funnel: { src: "/assets/funnel-abc.js", imports: ["/assets/chunk-react.js"] },
    toaster: { src: "/assets/toaster-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-login": { src: "/assets/admin-login-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-session": { src: "/assets/admin-session-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-posts": { src: "/assets/admin-posts-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-resource": { src: "/assets/admin-resource-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-api-keys": { src: "/assets/admin-api-keys-abc.js", imports: ["/assets/chunk-react.js"] },
    "admin-leads": { src: "/assets/admin-leads-abc.js", imports: ["/assets/chunk-react.js"] },
  },
  find: () => undefined,
};

function render(body: React.ReactNode) {
  return renderPage({
    assets,
    identity: loadSiteIdentity({}),
    siteUrl: "https://example.test",
    path: "/x",
    meta: { title: "T", description: "D" },
    body,
  }).then((r) => r.text());
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
const LabelledIsland = island("mobile-menu", Labelled);

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
    const marker = /<island-root data-island="mobile-menu" data-src="\/assets\/mobile-menu-abc.js" data-id="([^"]+)" data-props="([^"]+)">(.*?)<\/island-root>/.exec(html);
    expect(marker).not.toBeNull();
    const [, prefix, props, inner] = marker!;
    expect(props).toBe("{&quot;label&quot;:&quot;Name&quot;}");
    expect(inner).toBe(renderToString(<Labelled label="Name" />, { identifierPrefix: prefix }));
    expect(html).toContain('<script type="module" src="/assets/client-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-react.js"/>');
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
    const res = await renderPage({
      assets,
      identity: loadSiteIdentity({}),
      siteUrl: "https://example.test",
      path: "/x",
      meta: { title: "T", description: "D", jsonLd: [{ name: "</script><script>alert(1)</script>" }] },
      body: <LabelledIsland label={'"><script>alert(1)</script>'} />,
    });
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("\\u003c/script>");
  });
});
