/**
 * /leads/mark-contacted: the one-click link of the owner's e-mails. GET shows the lead (first name and
 * business) and a button, and changes nothing — mail scanners fetch links before anyone clicks. POST, the
 * button's form, spends the link and moves the lead from New to Contacted, recorded in the audit log as the
 * e-mail link's doing. A tampered, expired or used link gets a page that says so, never an error.
 *
 * No login and no CSRF check: the token in the form is the credential, and a page on another site cannot
 * know it (a forged POST without it opens nothing). The admin's same-origin rule covers /api/admin only.
 */

import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createElement } from "react";
import { z } from "zod";
import { readMarkContactedLink, useMarkContactedLink } from "../../db/queries/lead-links.ts";
import { auditRequest } from "../admin/audit.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { MarkContactedPage, type MarkContactedView, markContactedTitle } from "../components/lead-link/mark-contacted-view.tsx";
import { attachRouteFact } from "../http/route-facts.ts";
import { MARK_CONTACTED_PATH } from "../leads/lead-links.ts";
import { noStore } from "../middleware/cache-rules.ts";
import { securityHeaderOptions } from "../middleware/security-headers.ts";
import { renderPage } from "../render/render-page.tsx";
import { validQuery } from "./validation.ts";

/** Any token, or none: a bad one is answered by the page ("not valid"), not by a 400. */
const TokenInput = z.object({ token: z.string().max(200).optional().catch(undefined) });

/** Who made the change, as the audit log and the status history name it. */
const LINK_ACTOR = { actorKind: "anonymous", actorId: "email-link" } as const;

const STATUS: Record<MarkContactedView["kind"], 200 | 404 | 410> = { confirm: 200, marked: 200, already: 200, used: 410, expired: 410, invalid: 404 };

function render(c: Context<AppEnv>, view: MarkContactedView) {
  const { assets, identity, env } = c.var.deps;
  return renderPage({
    assets,
    identity,
    siteUrl: env.siteUrl,
    path: c.req.path,
    meta: { title: `${markContactedTitle(view)} | ${identity.name}`, description: "Mark a lead as contacted from the owner's e-mail.", noindex: true },
    body: createElement(MarkContactedPage, { view }),
    status: STATUS[view.kind],
    // Never indexed, and the token leaves in no Referer (the page's links go to the site itself anyway).
    headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" },
    inlineStyles: securityHeaderOptions(c.var.deps),
  });
}

const validForm = <T extends z.ZodType>(schema: T) =>
  attachRouteFact(
    zValidator("form", schema, (result, c) => (result.success ? undefined : render(c as Context<AppEnv>, { kind: "invalid" }))),
    { kind: "validator", target: "form" },
  );

export function leadLinkRoutes() {
  const app = new Hono<AppEnv>();

  app.get(MARK_CONTACTED_PATH, anyone(), noStore({ private: true }), validQuery(TokenInput), async function showMarkContacted(c) {
    const token = c.req.valid("query").token ?? "";
    const link = await readMarkContactedLink(c.var.deps.db, token);
    switch (link.state) {
      case "unknown":
        return render(c, { kind: "invalid" });
      case "expired":
        return render(c, { kind: "expired", lead: link.lead });
      case "used":
        return render(c, { kind: "used", lead: link.lead, usedAt: link.usedAt });
      case "valid":
        if (link.lead.status !== "new") return render(c, { kind: "already", lead: link.lead, status: link.lead.status });
        return render(c, { kind: "confirm", token, lead: link.lead, expiresAt: link.expiresAt });
    }
  });

  app.post(
    MARK_CONTACTED_PATH,
    anyone(),
    noStore({ private: true }),
    bodyLimit({ maxSize: 4096, onError: (c) => render(c as Context<AppEnv>, { kind: "invalid" }) }),
    validForm(TokenInput),
    async function markContacted(c) {
      const token = c.req.valid("form").token ?? "";
      const use = await useMarkContactedLink(c.var.deps.db, token);
      switch (use.state) {
        case "unknown":
          return render(c, { kind: "invalid" });
        case "expired":
        case "used": {
          await auditRequest(
            c,
            { action: "lead.status", outcome: "refused", targetType: "lead", targetId: use.lead.id, detail: { via: "email-link", link: use.state } },
            LINK_ACTOR,
          );
          return use.state === "expired" ? render(c, { kind: "expired", lead: use.lead }) : render(c, { kind: "used", lead: use.lead, usedAt: use.usedAt });
        }
        case "done": {
          const { change, lead } = use;
          if (!change.changed) return render(c, { kind: "already", lead, status: lead.status });
          await auditRequest(c, { action: "lead.status", targetType: "lead", targetId: lead.id, detail: { from: change.from, to: change.to, via: "email-link" } }, LINK_ACTOR);
          return render(c, { kind: "marked", lead, at: change.at });
        }
      }
    },
  );

  return app;
}
