/**
 * /admin/trust-browser: a one-time link from `bun run admin:trust-browser` makes this browser a known
 * device, so the owner can log in while a password spray holds the guessing ceiling shut. GET shows a
 * button and changes nothing; POST spends the link and sets the device cookie. The token in the form is
 * the credential: no session, and the page tells nothing about the admin. The /admin area's noStore()
 * (src/app.ts) is its cache rule.
 */
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createElement } from "react";
import { z } from "zod";
import { auditRequest } from "../admin/audit.ts";
import type { AppEnv } from "../app-context.ts";
import { rememberDevice } from "../auth/device-cookie.ts";
import { spendTrustBrowserLink, TRUST_BROWSER_PATH, trustBrowserLinkIsLive } from "../auth/device-links.ts";
import { anyone } from "../auth/guards.ts";
import { TrustBrowserPage, type TrustBrowserView, trustBrowserTitle } from "../components/trust-browser/trust-browser-view.tsx";
import { attachRouteFact } from "../http/route-facts.ts";
import { renderRequestPage } from "./request-page.ts";
import { validQuery } from "./validation.ts";

const TokenInput = z.object({ token: z.string().max(200).optional().catch(undefined) });

function render(c: Context<AppEnv>, view: TrustBrowserView) {
  const { identity } = c.var.deps;
  return renderRequestPage(c, {
    path: TRUST_BROWSER_PATH,
    meta: { title: `${trustBrowserTitle(view)} | ${identity.name}`, description: "Trust this browser for the admin login.", noindex: true },
    body: createElement(TrustBrowserPage, { view }),
    status: view.kind === "dead" ? 410 : 200,
    headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" },
  });
}

const validForm = attachRouteFact(
  zValidator("form", TokenInput, (result, c) => (result.success ? undefined : render(c as Context<AppEnv>, { kind: "dead" }))),
  { kind: "validator", target: "form" },
);

export function trustBrowserRoutes() {
  const app = new Hono<AppEnv>();

  app.get(TRUST_BROWSER_PATH, anyone(), validQuery(TokenInput), async function showTrustBrowser(c) {
    const token = c.req.valid("query").token ?? "";
    return render(c, (await trustBrowserLinkIsLive(c.var.deps.db, token)) ? { kind: "confirm", token } : { kind: "dead" });
  });

  app.post(TRUST_BROWSER_PATH, anyone(), bodyLimit({ maxSize: 4096, onError: (c) => render(c as Context<AppEnv>, { kind: "dead" }) }), validForm, async function trustBrowser(c) {
    const userId = await spendTrustBrowserLink(c.var.deps.db, c.req.valid("form").token ?? "");
    if (!userId) return render(c, { kind: "dead" });
    await rememberDevice(c, userId, undefined);
    await auditRequest(c, { action: "device.trust", detail: { via: "trust-browser-link" } }, { actorKind: "anonymous", actorId: "trust-browser-link" });
    // The page is a Response of its own: the device cookie setCookie() put on the context goes onto it.
    const page = await render(c, { kind: "trusted" });
    for (const cookie of c.res.headers.getSetCookie()) page.headers.append("Set-Cookie", cookie);
    return page;
  });

  return app;
}
