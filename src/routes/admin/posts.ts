/**
 * /api/admin/blog-posts: list (newest first, drafts included), create, update (full, or only { status }),
 * delete, and the editor's preview. Session or an active API key. HTML content is sanitized with the site's one allowlist before it
 * is stored (Markdown is stored as written and sanitized once rendered); the slug is unique (409); unknown author, category or tag ids are field errors (400).
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { constraintViolation } from "../../../db/queries/admin-db-errors.ts";
import { createAdminPost, deleteAdminPost, type PostData, type PostWrite, updateAdminPost, updateAdminPostStatus } from "../../../db/queries/admin-posts.ts";
import { readPost, readPostPage, readPosts } from "../../admin/lists.ts";
import { writeActor } from "../../admin/write-actor.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { CHECK_FIELDS, jsonError } from "../../http/json-errors.ts";
import { pageLinks } from "../../http/page-links.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { PostInput, PostListQuery, PostPreviewInput, PostStatusInput } from "../../shared/admin-schemas.ts";
import { renderPostContent } from "../../shared/post-content.ts";
import { POST_LIST_MAX_LIMIT, POST_LIST_PAGE_SIZE } from "../../shared/post-list-view.ts";
import { sanitizePostHtml } from "../../shared/sanitize-html.ts";
import { validJson, validParam, validQuery } from "../validation.ts";
import { notFound, RowIdParam, slugConflict, staleVersion } from "./request.ts";

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
    if (ref) return jsonError(c, 400, CHECK_FIELDS, [{ field: ref[1], message: ref[2] }]);
  }
  throw error;
}

/** HTML is stored sanitized; Markdown as written (it is rendered, then sanitized, when read). */
export function postData(input: PostInput): PostData {
  return input.contentFormat === "html" ? { ...input, content: sanitizePostHtml(input.content) } : input;
}

/** A PUT body that carries a status and no title is the list's publish/unpublish toggle. */
function isStatusOnly(body: unknown): boolean {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "status" in body && !("title" in body);
}

/** The issues of the schema the body was checked against, as the issues of this one. */
function refused(error: z.ZodError, ctx: z.RefinementCtx): never {
  // Copies: addIssue fills in fields of the issue it is given.
  for (const issue of error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
}

/** PUT's body: the toggle's `{ status }`, or the whole post, each with its own schema's messages. */
const PostUpdateInput = z.unknown().transform((body, ctx) => {
  if (isStatusOnly(body)) {
    const toggle = PostStatusInput.safeParse(body);
    return toggle.success ? { statusOnly: true as const, status: toggle.data.status, version: toggle.data.version } : refused(toggle.error, ctx);
  }
  const post = PostInput.safeParse(body);
  return post.success ? { statusOnly: false as const, post: post.data } : refused(post.error, ctx);
});

/** A written post as JSON; 404 for a missing one; 409 with the post as it is now for a stale version. */
export function postWriteAnswer(c: Context, write: PostWrite): Response {
  switch (write.outcome) {
    case "written":
      return c.json(write.post);
    case "stale":
      return staleVersion(c, "blog post", write.current);
    case "not-found":
    case "public":
      return notFound(c, "Blog post");
  }
}

export function adminPostRoutes() {
  const app = new Hono<AppEnv>();
  const postId = validParam(RowIdParam, "Blog post not found");
  const read = requireAdminOrApiKey("content:read");
  const write = requireAdminOrApiKey("content:write");

  const listQuery = validQuery(PostListQuery, { error: "Invalid query parameters" });

  // Whole posts, as the spec's client reads them: still a plain array, now one page of at most 100 (every
  // post of a site that has no more), the paging in headers. Without parameters: the 100 last changed.
  app.get("/", read, listQuery, async function listPosts(c) {
    const query = c.req.valid("query");
    const limit = query.limit ?? POST_LIST_MAX_LIMIT;
    const { posts, total } = await readPosts(c.var.deps.db, query, limit);
    c.header("X-Total-Count", String(total));
    c.header("Link", pageLinks(new URL(c.req.url), query.page, Math.max(1, Math.ceil(total / limit)), limit));
    return c.json(posts);
  });

  // The Blog Posts tab's list: small rows, the total and the counts per status. Before /:id, which it would match.
  app.get("/page", read, listQuery, async function listPostPage(c) {
    const query = c.req.valid("query");
    return c.json(await readPostPage(c.var.deps.db, query, query.limit ?? POST_LIST_PAGE_SIZE));
  });

  // The editor's preview: the server's own render (Markdown, the one allowlist, uploads as pictures), so the
  // browser carries no second sanitizer and shows exactly what will be published. Writes nothing.
  app.post("/preview", write, jsonOnly(), validJson(PostPreviewInput), function previewPost(c) {
    const { content, contentFormat } = c.req.valid("json");
    return c.json({ html: renderPostContent(content, contentFormat) });
  });

  app.get("/:id", read, postId, async function getPost(c) {
    const post = await readPost(c.var.deps.db, c.req.valid("param").id);
    return post ? c.json(post) : notFound(c, "Blog post");
  });

  app.post("/", write, jsonOnly(), validJson(PostInput), async function createPost(c) {
    try {
      return c.json(await createAdminPost(c.var.deps.db, postData(c.req.valid("json")), writeActor(c)), 201);
    } catch (error) {
      return writeError(c, error);
    }
  });

  app.put("/:id", write, postId, jsonOnly(), validJson(PostUpdateInput), async function updatePost(c) {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const options = { actor: writeActor(c), expectedVersion: input.statusOnly ? input.version : input.post.version };
    try {
      const write = input.statusOnly ? await updateAdminPostStatus(db, id, input.status, options) : await updateAdminPost(db, id, postData(input.post), options);
      return postWriteAnswer(c, write);
    } catch (error) {
      return writeError(c, error);
    }
  });

  app.delete("/:id", write, postId, async function deletePost(c) {
    if (!(await deleteAdminPost(c.var.deps.db, c.req.valid("param").id))) return notFound(c, "Blog post");
    return c.json({ success: true });
  });

  return app;
}
