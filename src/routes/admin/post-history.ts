/**
 * A post's history under /api/admin/blog-posts/:id — its revisions (list, read one, restore one) and the
 * editor's autosave (read, write, discard). Session or an API key with content:read (reads) or content:write.
 *
 * An autosave never changes a public page: a draft's autosave is saved in the draft itself (a revision of
 * kind "autosave", coalesced); a published or scheduled post's goes beside it as its pending autosave,
 * until the owner saves (which applies and clears it) or discards it. A draft whose form is not valid yet
 * (a title cleared while typing) is kept pending too: nothing typed is refused.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { constraintViolation } from "../../../db/queries/admin-db-errors.ts";
import { getAdminPost, type PostWrite, updateAdminPost } from "../../../db/queries/admin-posts.ts";
import { discardPendingAutosave, getPendingAutosave, savePendingAutosave } from "../../../db/queries/post-autosaves.ts";
import { getRevision, listRevisions, type RevisionSummary, snapshotOf } from "../../../db/queries/post-revisions.ts";
import { writeActor } from "../../admin/write-actor.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import type { AdminRevision, AdminRevisionSummary, AutosaveAnswer, PendingAutosaveAnswer } from "../../shared/admin-api.ts";
import { ExpectedVersion, PostInput } from "../../shared/admin-schemas.ts";
import { validJson, validParam } from "../validation.ts";
import { postData, postWriteAnswer } from "./posts.ts";
import { notFound, RowIdParam, staleVersion } from "./request.ts";

const RevisionParams = RowIdParam.extend({
  revisionId: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.int32().positive()),
});

const RestoreInput = z.object({ version: ExpectedVersion });

/** The form as Save would send it; checked as a post only when it is written into a draft. */
const AutosaveInput = z.object({
  baseVersion: z.number({ error: "baseVersion must be the version the editor started from" }).int().positive().max(2_147_483_647),
  post: z.record(z.string(), z.unknown(), { error: "post must be the editor's form" }),
});

/** Who wrote a revision, in the words the editor shows. */
function writtenBy(revision: Pick<RevisionSummary, "sessionId" | "apiKeyId" | "apiKeyName">, current: string | null): string {
  if (revision.apiKeyId !== null || revision.apiKeyName !== null) return revision.apiKeyName ? `API key “${revision.apiKeyName}”` : "A deleted API key";
  if (revision.sessionId === null) return "A script or the seed";
  return revision.sessionId === current ? "This session" : "Another admin session";
}

function summaryJson(revision: RevisionSummary, current: string | null): AdminRevisionSummary {
  return {
    id: revision.id,
    postVersion: revision.postVersion,
    kind: revision.kind,
    title: revision.title,
    by: writtenBy(revision, current),
    createdAt: revision.createdAt.toISOString(),
    contentLength: revision.contentLength,
  };
}

/** The shared answer type, with the post as the query returns it (c.json turns its dates into strings). */
type AutosaveJson = Exclude<AutosaveAnswer, { target: "post" }> | { target: "post"; savedAt: string; post: NonNullable<Awaited<ReturnType<typeof getAdminPost>>> };

/** A draft's slug taken by another post, or an author, category or tag deleted meanwhile: the work is kept aside, not refused. */
function keptAsideOnRefusal(error: unknown): PostWrite | { outcome: "refused" } {
  if (constraintViolation(error)) return { outcome: "refused" };
  throw error;
}

function currentSession(c: Context<AppEnv>): string | null {
  return c.get("adminSession")?.id ?? null;
}

export function adminPostHistoryRoutes() {
  const app = new Hono<AppEnv>();
  const postId = validParam(RowIdParam, "Blog post not found");
  const revisionParams = validParam(RevisionParams, "Revision not found");
  const read = requireAdminOrApiKey("content:read");
  const write = requireAdminOrApiKey("content:write");

  app.get("/:id/revisions", read, postId, async function listPostRevisions(c) {
    const revisions = await listRevisions(c.var.deps.db, c.req.valid("param").id);
    return c.json(revisions.map((r) => summaryJson(r, currentSession(c))));
  });

  app.get("/:id/revisions/:revisionId", read, revisionParams, async function readPostRevision(c) {
    const { id, revisionId } = c.req.valid("param");
    const revision = await getRevision(c.var.deps.db, id, revisionId);
    if (!revision) return notFound(c, "Revision");
    const answer: AdminRevision = {
      ...snapshotOf(revision),
      id: revision.id,
      postVersion: revision.postVersion,
      kind: revision.kind,
      by: writtenBy({ ...revision, apiKeyName: null }, currentSession(c)),
      createdAt: revision.createdAt.toISOString(),
    };
    return c.json(answer);
  });

  // The revision's words and meta onto the post; status, dates, author, category, tags and images stay.
  app.post("/:id/revisions/:revisionId/restore", write, jsonOnly(), revisionParams, validJson(RestoreInput), async function restorePostRevision(c) {
    const { db } = c.var.deps;
    const { id, revisionId } = c.req.valid("param");
    const revision = await getRevision(db, id, revisionId);
    if (!revision) return notFound(c, "Revision");
    const post = await getAdminPost(db, id);
    if (!post) return notFound(c, "Blog post");
    const { tagIds: _keep, createdAt: _c, updatedAt: _u, id: _id, version: _v, ...kept } = post;
    const write = await updateAdminPost(
      db,
      id,
      { ...kept, ...snapshotOf(revision), tagIds: undefined },
      {
        actor: writeActor(c),
        expectedVersion: c.req.valid("json").version,
        kind: "restore",
      },
    );
    return postWriteAnswer(c, write);
  });

  app.get("/:id/autosave", read, postId, async function readAutosave(c) {
    const pending = await getPendingAutosave(c.var.deps.db, c.req.valid("param").id);
    const answer: PendingAutosaveAnswer = {
      autosave: pending ? { baseVersion: pending.baseVersion, post: pending.form as Record<string, unknown>, savedAt: pending.savedAt.toISOString() } : null,
    };
    return c.json(answer);
  });

  app.put("/:id/autosave", write, postId, jsonOnly(), validJson(AutosaveInput), async function autosave(c) {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const { baseVersion, post } = c.req.valid("json");
    const actor = writeActor(c);
    const asPost = PostInput.safeParse(post);
    if (asPost.success) {
      // A draft stays a draft however the form's status reads: only Save publishes.
      const write = await updateAdminPost(db, id, postData({ ...asPost.data, status: "draft" }), { actor, expectedVersion: baseVersion, kind: "autosave" }).catch(
        keptAsideOnRefusal,
      );
      if (write.outcome === "written") return c.json({ target: "post", savedAt: write.post.updatedAt.toISOString(), post: write.post } satisfies AutosaveJson);
      if (write.outcome === "stale") return staleVersion(c, "blog post", write.current);
      if (write.outcome === "not-found") return notFound(c, "Blog post");
      // "public", or the draft's slug is taken or a reference is gone: kept beside the post until Save says why.
    }
    try {
      const pending = await savePendingAutosave(db, { postId: id, baseVersion, form: post, actor });
      return c.json({ target: "pending", savedAt: pending.savedAt.toISOString(), baseVersion: pending.baseVersion } satisfies AutosaveJson);
    } catch (error) {
      // The post was deleted meanwhile (the foreign key); anything else is the app's to answer.
      if (constraintViolation(error)?.kind === "foreign-key") return notFound(c, "Blog post");
      throw error;
    }
  });

  app.delete("/:id/autosave", write, postId, async function discardAutosave(c) {
    await discardPendingAutosave(c.var.deps.db, c.req.valid("param").id);
    return c.json({ success: true });
  });

  return app;
}
