/**
 * Renders a page through react-dom/server into the document shell, as one string: every public page
 * is kept whole by the page cache, so streaming would only cost time (renderToString is ~30% faster).
 * A page with `inlineStyles` carries the CSS its HTML uses in its <head> (src/render/page-styles.ts)
 * and the Content-Security-Policy that allows exactly that style; the others link the site stylesheet.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { SiteIdentity } from "../content/identity.ts";
import { type Framing, pageSecurityPolicy, type SecurityHeaderOptions } from "../middleware/security-headers.ts";
import { IslandHost } from "../shared/island-host.ts";
import type { SiteCopy } from "../site-copy/site-copy.ts";
import type { AssetBundle } from "./assets.ts";
import { Document } from "./document.tsx";
import { ServerIslandHost } from "./island.tsx";
import type { PageMeta } from "./page-meta.ts";
import { pageStylesheet } from "./page-styles.ts";
import { RenderContext, type RenderState } from "./render-context.ts";

export interface RenderInput {
  assets: AssetBundle;
  identity: SiteIdentity;
  copy: SiteCopy;
  siteUrl: string;
  path: string;
  meta: PageMeta;
  body: ReactNode;
  status?: number;
  headers?: Record<string, string>;
  /** Given: the page inlines its CSS, under this site's policy plus that style's hash. */
  inlineStyles?: SecurityHeaderOptions;
  /** Frames of our own the page's policy allows (a preview in the Site Copy editor). */
  framing?: Framing;
}

/**
 * @example return renderPage({ ...c.var.render, path: "/", meta, body: <HomePage /> });
 */
export async function renderPage(input: RenderInput): Promise<Response> {
  const state: RenderState = {
    assets: input.assets,
    identity: input.identity,
    copy: input.copy,
    siteUrl: input.siteUrl,
    path: input.path,
    islandsUsed: new Map(),
    islandCount: 0,
    inlineStyles: input.inlineStyles !== undefined,
  };
  const html = renderToString(
    <RenderContext value={state}>
      <IslandHost value={ServerIslandHost}>
        <Document meta={input.meta}>{input.body}</Document>
      </IslandHost>
    </RenderContext>,
  );
  const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8", ...input.headers };
  let page = html;
  if (input.inlineStyles) {
    const css = await pageStylesheet(html, { core: input.assets.fontHref, rest: input.assets.fontRestHref });
    // The head is written before the body: the first </head> is the document's.
    const end = html.indexOf("</head>");
    page = `${html.slice(0, end)}<style>${css}</style>${html.slice(end)}`;
    headers["Content-Security-Policy"] = pageSecurityPolicy(input.inlineStyles, [css], input.framing);
  }
  // renderToString, unlike the stream renderers, does not write the doctype itself.
  return new Response(`<!DOCTYPE html>${page}`, { status: input.status ?? 200, headers });
}
