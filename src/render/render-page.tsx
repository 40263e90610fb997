/**
 * Renders a page through react-dom/server into the document shell, as one string: every public page
 * is kept whole by the page cache, so streaming would only cost time (renderToString is ~30% faster).
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { SiteIdentity } from "../content/identity.ts";
import { IslandHost } from "../shared/island-host.ts";
import type { AssetBundle } from "./assets.ts";
import { Document } from "./document.tsx";
import { ServerIslandHost } from "./island.tsx";
import type { PageMeta } from "./page-meta.ts";
import { RenderContext, type RenderState } from "./render-context.ts";

export interface RenderInput {
  assets: AssetBundle;
  identity: SiteIdentity;
  siteUrl: string;
  path: string;
  meta: PageMeta;
  body: ReactNode;
  status?: number;
  headers?: Record<string, string>;
}

/**
 * @example return renderPage({ ...c.var.render, path: "/", meta, body: <HomePage /> });
 */
export async function renderPage(input: RenderInput): Promise<Response> {
  const state: RenderState = {
    assets: input.assets,
    identity: input.identity,
    siteUrl: input.siteUrl,
    path: input.path,
    islandsUsed: new Set(),
    islandCount: 0,
  };
  const html = renderToString(
    <RenderContext value={state}>
      <IslandHost value={ServerIslandHost}>
        <Document meta={input.meta}>{input.body}</Document>
      </IslandHost>
    </RenderContext>,
  );
  // renderToString, unlike the stream renderers, does not write the doctype itself.
  return new Response(`<!DOCTYPE html>${html}`, {
    status: input.status ?? 200,
    headers: { "Content-Type": "text/html; charset=utf-8", ...input.headers },
  });
}
