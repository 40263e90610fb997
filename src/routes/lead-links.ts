/**
 * /leads/mark-contacted: the one-click link of the owner's e-mails. GET shows the lead (first name and
 * business) and a button, and changes nothing — mail scanners fetch links before anyone clicks. POST, the
 * button's form, spends the link and moves the lead from New to Contacted, recorded in the audit log as the
 * e-mail link's doing. A tampered, expired or used link gets a page that says so, never an error, and
 * naming no one; a POST of a used or expired link is recorded as refused once per link, not per request.
 * An address that keeps bringing dead or invalid tokens is held back (429): each costs a query, and only a
 * guesser or a script brings many. A live link is never held back: the owner's click always works.
 *
 * No login and no CSRF check: the token in the form is the credential, and a page on another site cannot
 * know it (a forged POST without it opens nothing). The admin's same-origin rule covers /api/admin only.
 */

import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createElement } from "react";
import { z } from "zod";
import { firstLinkRefusal, readMarkContactedLink, useMarkContactedLink } from "../../db/queries/lead-links.ts";
import { auditRequest } from "../admin/audit.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { MarkContactedPage, type MarkContactedView, markContactedTitle } from "../components/lead-link/mark-contacted-view.tsx";
import { MARK_CONTACTED_PATH } from "../leads/lead-links.ts";
import { noStore } from "../middleware/cache-rules.ts";
import { linkForm, linkRefusal } from "./link-refusals.ts";
import { renderRequestPage } from "./request-page.ts";
import { validQuery } from "./validation.ts";

/** Any token, or none: a bad one is answered by the page ("not valid"), not by a 400. */
const TokenInput = z.object({ token: z.string().max(200).optional().catch(undefined) });

/** Who made the change, as the audit log and the status history name it. */
const LINK_ACTOR = { actorKind: "anonymous", actorId: "email-link" } as const;

const STATUS: Record<MarkContactedView["kind"], 200 | 404 | 410 | 429> = {
  confirm: 200,
  marked: 200,
  already: 200,
  used: 410,
  expired: 410,
  invalid: 404,
  limited: 429,
};

function render(c: Context<AppEnv>, view: MarkContactedView) {
  const { identity } = c.var.deps;
  return renderRequestPage(c, {
    meta: { title: `${markContactedTitle(view)} | ${identity.name}`, description: "Mark a lead as contacted from the owner's e-mail.", noindex: true },
    body: createElement(MarkContactedPage, { view }),
    status: STATUS[view.kind],
    // Never indexed, and the token leaves in no Referer (the page's links go to the site itself anyway).
    headers: {
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
      ...(view.kind === "limited" ? { "Retry-After": String(view.retryAfterSeconds) } : {}),
    },
  });
}

/** The answer for a used, expired or invalid link (src/routes/link-refusals.ts). */
const refuse = linkRefusal<Extract<MarkContactedView, { kind: "used" | "expired" | "invalid" }>>("lead-link-dead", render);
const validForm = <T extends z.ZodType>(schema: T) => linkForm(schema, (c) => refuse(c, { kind: "invalid" }));

export function leadLinkRoutes() {
  const app = new Hono<AppEnv>();

  app.get(MARK_CONTACTED_PATH, anyone(), noStore({ private: true }), validQuery(TokenInput), async function showMarkContacted(c) {
    const token = c.req.valid("query").token ?? "";
    const link = await readMarkContactedLink(c.var.deps.db, token);
    switch (link.state) {
      case "unknown":
        return refuse(c, { kind: "invalid" });
      case "expired":
        return refuse(c, { kind: "expired" });
      case "used":
        return refuse(c, { kind: "used", usedAt: link.usedAt });
      case "valid":
        if (link.lead.status !== "new") return render(c, { kind: "already", lead: link.lead, status: link.lead.status });
        return render(c, { kind: "confirm", token, lead: link.lead, expiresAt: link.expiresAt });
    }
  });

  app.post(
    MARK_CONTACTED_PATH,
    anyone(),
    noStore({ private: true }),
    bodyLimit({ maxSize: 4096, onError: (c) => refuse(c as Context<AppEnv>, { kind: "invalid" }) }),
    validForm(TokenInput),
    async function markContacted(c) {
      const token = c.req.valid("form").token ?? "";
      const use = await useMarkContactedLink(c.var.deps.db, token);
      switch (use.state) {
        case "unknown":
          return refuse(c, { kind: "invalid" });
        case "expired":
        case "used": {
          const answer = await refuse(c, use.state === "expired" ? { kind: "expired" } : { kind: "used", usedAt: use.usedAt });
          // The first refusal of this link is worth a line in the log; the hundredth adds nothing (and would
          // let anyone holding a dead link fill the log, kept a year, with anonymous rows).
          if (answer.status !== 429 && (await firstLinkRefusal(c.var.deps.db, token))) {
            await auditRequest(
              c,
              { action: "lead.status", outcome: "refused", targetType: "lead", targetId: use.leadId, detail: { via: "email-link", link: use.state } },
              LINK_ACTOR,
            );
          }
          return answer;
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
