/** A page rendered in answer to a request: what every route would otherwise pass renderPage by hand. */
import type { Context } from "hono";
import type { AppEnv } from "../app-context.ts";
import { type Framing, securityHeaderOptions } from "../middleware/security-headers.ts";
import { type RenderInput, renderPage } from "../render/render-page.tsx";
import type { SiteCopy } from "../site-copy/site-copy.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The copy this request renders, when it is not the published one (a preview of a draft). */
    siteCopy: SiteCopy;
    /** The path a page renders as when the request's own is another (a preview renders the page it shows). */
    renderPath: string;
    /** Frames of our own the page's policy allows (a preview is framed by the editor). */
    renderFraming: Framing;
  }
}

export type RequestPage = Pick<RenderInput, "meta" | "body" | "status" | "headers" | "framing"> & {
  /** The path the page is rendered for; the request's own unless given. */
  path?: string;
  /** Public pages inline their CSS (the first paint waits for no stylesheet); the admin's link the site sheet. */
  inlineStyles?: boolean;
};

/**
 * The copy a request renders: a preview's, or the published copy of the content version this instance knows.
 * @example const copy = await requestCopy(c); copy.get(homeCopy).hero.title
 */
export async function requestCopy(c: Context<AppEnv>): Promise<SiteCopy> {
  const given = c.get("siteCopy");
  if (given) return given;
  const store = c.var.deps.siteCopy;
  if (!store) throw new Error("The app was made without its site copy (createApp makes it)");
  const copy = await store.current();
  c.set("siteCopy", copy);
  return copy;
}

/**
 * renderPage with the site's assets, copy and address from the request's context.
 * @example return renderRequestPage(c, { meta: notFoundMetaOf(copy), body: createElement(NotFoundPage), status: 404 });
 */
export async function renderRequestPage(c: Context<AppEnv>, { path = c.get("renderPath") ?? c.req.path, inlineStyles = true, ...page }: RequestPage): Promise<Response> {
  const { assets, env } = c.var.deps;
  const copy = await requestCopy(c);
  return renderPage({
    assets,
    identity: copy.identity,
    copy,
    siteUrl: env.siteUrl,
    path,
    ...page,
    ...(c.get("renderFraming") ? { framing: c.get("renderFraming") } : {}),
    ...(inlineStyles ? { inlineStyles: securityHeaderOptions(c.var.deps) } : {}),
  });
}
