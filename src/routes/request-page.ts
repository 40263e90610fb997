/** A page rendered in answer to a request: what every route would otherwise pass renderPage by hand. */
import type { Context } from "hono";
import type { AppEnv } from "../app-context.ts";
import { securityHeaderOptions } from "../middleware/security-headers.ts";
import { type RenderInput, renderPage } from "../render/render-page.tsx";

export type RequestPage = Pick<RenderInput, "meta" | "body" | "status" | "headers"> & {
  /** The path the page is rendered for; the request's own unless given. */
  path?: string;
  /** Public pages inline their CSS (the first paint waits for no stylesheet); the admin's link the site sheet. */
  inlineStyles?: boolean;
};

/**
 * renderPage with the site's assets, identity and address from the request's context.
 * @example return renderRequestPage(c, { meta: notFoundMeta, body: createElement(NotFoundPage), status: 404 });
 */
export function renderRequestPage(c: Context<AppEnv>, { path = c.req.path, inlineStyles = true, ...page }: RequestPage): Promise<Response> {
  const { assets, identity, env } = c.var.deps;
  return renderPage({ assets, identity, siteUrl: env.siteUrl, path, ...page, ...(inlineStyles ? { inlineStyles: securityHeaderOptions(c.var.deps) } : {}) });
}
