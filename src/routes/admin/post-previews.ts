/**
 * /api/admin/blog-posts/:id/previews: a post's live preview links — list, create (`{ days?: 1 | 7 | 30 }`,
 * default 7) and revoke. Session or an API key with content:read (list) or content:write (create, revoke).
 * The whole link is in the answer to its creation only: the database keeps its token's hash, so the list
 * shows each link masked (its first characters), as API keys are shown once.
 */
import { type Context, Hono } from "hono";
import { createPreviewLink, listPreviewLinks, type PreviewLinkRow, postExists, revokePreviewLink } from "../../../db/queries/post-previews.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { jsonError } from "../../http/json-errors.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { PreviewLinkInput } from "../../shared/admin-schemas.ts";
import { type AdminPreviewLink, maskedPreviewPath, type NewAdminPreviewLink, previewPath } from "../../shared/preview-links.ts";
import { validJson, validParam } from "../validation.ts";
import { notFound, RowIdParam } from "./request.ts";

const PreviewLinkParam = RowIdParam.extend({ previewId: RowIdParam.shape.id });

/** A link as the editor lists it: on the site's public origin, its token cut to the stored hint. */
function toAnswer(c: Context<AppEnv>, link: PreviewLinkRow): AdminPreviewLink {
  return {
    id: link.id,
    maskedUrl: c.var.deps.env.siteUrl + maskedPreviewPath(link.tokenHint),
    expiresAt: link.expiresAt.toISOString(),
    createdAt: link.createdAt.toISOString(),
  };
}

/** A link just made: the whole address too, this once. */
function toNewAnswer(c: Context<AppEnv>, link: PreviewLinkRow, token: string): NewAdminPreviewLink {
  return { ...toAnswer(c, link), url: c.var.deps.env.siteUrl + previewPath(token), token };
}

export function adminPostPreviewRoutes() {
  const app = new Hono<AppEnv>();
  const postId = validParam(RowIdParam, "Blog post not found");
  const read = requireAdminOrApiKey("content:read");
  const write = requireAdminOrApiKey("content:write");

  app.get("/:id/previews", read, postId, async function listPreviewLinksOfPost(c) {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    // A post without links answers [], an unknown post 404: only then is its existence read.
    const links = await listPreviewLinks(db, id);
    if (links.length === 0 && !(await postExists(db, id))) return notFound(c, "Blog post");
    return c.json(links.map((link) => toAnswer(c, link)));
  });

  app.post("/:id/previews", write, postId, jsonOnly(), validJson(PreviewLinkInput), async function createPreviewLinkOfPost(c) {
    const made = await createPreviewLink(c.var.deps.db, c.req.valid("param").id, c.req.valid("json").days);
    switch (made.outcome) {
      case "created":
        return c.json(toNewAnswer(c, made.link, made.token), 201);
      case "not-found":
        return notFound(c, "Blog post");
      case "public":
        return jsonError(c, 409, "This post is published: share its own address instead of a preview link");
      case "too-many":
        return jsonError(c, 409, "This post has as many live preview links as it may hold: revoke one first");
    }
  });

  app.delete("/:id/previews/:previewId", write, validParam(PreviewLinkParam, "Preview link not found"), async function revokePreviewLinkOfPost(c) {
    const { db } = c.var.deps;
    const { id, previewId } = c.req.valid("param");
    if (await revokePreviewLink(db, id, previewId)) return c.json({ success: true });
    return notFound(c, (await postExists(db, id)) ? "Preview link" : "Blog post");
  });

  return app;
}
