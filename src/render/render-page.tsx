/** Streams a page through react-dom/server into the document shell. */
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { SiteConfig } from "../content/site.ts";
import type { AssetBundle } from "./assets.ts";
import { Document } from "./document.tsx";
import type { PageMeta } from "./page-meta.ts";
import { RenderContext, type RenderState } from "./render-context.ts";

export interface RenderInput {
  assets: AssetBundle;
  site: SiteConfig;
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
    site: input.site,
    siteUrl: input.siteUrl,
    path: input.path,
    islandsUsed: new Set(),
    islandCount: 0,
  };
  const stream = await renderToReadableStream(
    <RenderContext value={state}>
      <Document meta={input.meta}>{input.body}</Document>
    </RenderContext>,
    {
      onError(error) {
        console.error("render error", error);
      },
    },
  );
  return new Response(stream, {
    status: input.status ?? 200,
    headers: { "Content-Type": "text/html; charset=utf-8", ...input.headers },
  });
}
