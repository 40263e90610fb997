/**
 * /api/admin/blog-posts: list (newest first, drafts included), create, update (full, or only { status }),
 * delete. Session or an active API key. HTML content is sanitized with the site's one allowlist before it
 * is stored (Markdown is stored as written and sanitized once rendered); the slug is unique (409); unknown author, category or tag ids are field errors (400).
 */
import { Hono, type Context } from "hono";
import {
  createAdminPost,
  deleteAdminPost,
  listAdminPosts,
  updateAdminPost,
  updateAdminPostStatus,
  type PostData,
} from "../../../db/queries/admin-posts.ts";
import { constraintViolation } from "../../../db/queries/admin-db-errors.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { PostInput, PostStatusInput } from "../../shared/admin-schemas.ts";
import { sanitizePostHtml } from "../../shared/sanitize-html.ts";
import { jsonError } from "../api/json-errors.ts";
import { notFound, readJson, rowId, slugConflict } from "./request.ts";

const REFERENCES: [fragment: string, field: string, message: string][] = [
  ["author_id", "authorId", "Choose an existing author"],
  ["category_id", "categoryId", "Choose an existing category"],
  ["tag_id", "tagIds", "Choose existing tags"],
];

/** Turns the database's refusal into the answer the dialog can show; rethrows anything else. */
function writeError(c: Context, error: unknown): Response {
  const conflict = slugConflict(c, error, "blog post");
  if (conflict) return conflict;
  const violation = constraintViolation(error);
  if (violation?.kind === "foreign-key") {
    const ref = REFERENCES.find(([fragment]) => violation.constraint.includes(fragment));
    if (ref) return jsonError(c, 400, "Please check the highlighted fields", [{ field: ref[1], message: ref[2] }]);
  }
  throw error;
}

/** HTML is stored sanitized; Markdown as written (it is rendered, then sanitized, when read). */
function postData(input: PostInput): PostData {
  return input.contentFormat === "html" ? { ...input, content: sanitizePostHtml(input.content) } : input;
}

/** A PUT body that carries a status and no title is the list's publish/unpublish toggle. */
function isStatusOnly(body: unknown): boolean {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "status" in body && !("title" in body);
}

export function adminPostRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAdminOrApiKey());

  app.get("/", async (c) => c.json(await listAdminPosts(c.var.deps.db)));

  app.post("/", async (c) => {
    const input = await readJson(c, PostInput);
    if (!input.ok) return input.response;
    try {
      return c.json(await createAdminPost(c.var.deps.db, postData(input.data)), 201);
    } catch (error) {
      return writeError(c, error);
    }
  });

  app.put("/:id", async (c) => {
    const id = rowId(c);
    if (id === undefined) return notFound(c, "Blog post");
    const peek = await c.req.json().catch(() => undefined);
    if (isStatusOnly(peek)) {
      const input = await readJson(c, PostStatusInput);
      if (!input.ok) return input.response;
      const post = await updateAdminPostStatus(c.var.deps.db, id, input.data.status);
      return post ? c.json(post) : notFound(c, "Blog post");
    }
    const input = await readJson(c, PostInput);
    if (!input.ok) return input.response;
    try {
      const post = await updateAdminPost(c.var.deps.db, id, postData(input.data));
      return post ? c.json(post) : notFound(c, "Blog post");
    } catch (error) {
      return writeError(c, error);
    }
  });

  app.delete("/:id", async (c) => {
    const id = rowId(c);
    if (id === undefined || !(await deleteAdminPost(c.var.deps.db, id))) return notFound(c, "Blog post");
    return c.json({ success: true });
  });

  return app;
}
