/**
 * A post's revisions: what its words and meta were after each write, who wrote them, and the rule that
 * bounds how many are kept. Written in the transaction of the write itself, so a revision exists exactly
 * when its write committed.
 *
 * The rule, per post: the newest 50 revisions, plus the newest revision of each day of the last 90
 * days; everything older goes at the next write of that post. A draft's autosaves coalesce: an autosave
 * that follows an autosave of the same writer replaces it, so a long writing session is one revision
 * until its next explicit save, not one every few seconds.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { POST_META_FIELDS, POST_WORD_FIELDS } from "../../src/shared/post-fields.ts";
import type { Database } from "../client.ts";
import { apiKeys, type blogPosts, postRevisions, type RevisionKind } from "../schema/index.ts";

/** Who made a write: the admin's session (its stored id, a hash) or an API key; both null for the seed or a script. */
export interface WriteActor {
  sessionId: string | null;
  apiKeyId: number | null;
}

export const NO_ACTOR: WriteActor = { sessionId: null, apiKeyId: null };

/** How many of a post's newest revisions are always kept. */
export const REVISIONS_KEPT = 50;
/** For how many days the newest revision of each day is kept beyond those. */
export const DAILY_REVISIONS_DAYS = 90;

type PostRow = typeof blogPosts.$inferSelect;

/** The fields a revision keeps, in the order the editor shows them. */
export const REVISION_FIELDS = [...POST_WORD_FIELDS, ...POST_META_FIELDS] as const satisfies readonly (keyof PostRow)[];
export type RevisionField = (typeof REVISION_FIELDS)[number];
export type RevisionSnapshot = Pick<PostRow, RevisionField>;

export type RevisionRow = typeof postRevisions.$inferSelect;
/** A revision in a list: who and when, without the words. */
export type RevisionSummary = Pick<RevisionRow, "id" | "postVersion" | "kind" | "title" | "sessionId" | "apiKeyId" | "createdAt"> & {
  apiKeyName: string | null;
  contentLength: number;
};

export function snapshotOf(row: RevisionSnapshot): RevisionSnapshot {
  return Object.fromEntries(REVISION_FIELDS.map((field) => [field, row[field]])) as RevisionSnapshot;
}

/**
 * Records the post's state after a write (`post` is the row the write returned), then applies the rule.
 * @example await recordRevision(tx, updatedRow, "save", actor);
 */
export async function recordRevision(tx: Database, post: PostRow, kind: RevisionKind, actor: WriteActor): Promise<void> {
  const values = { ...snapshotOf(post), postId: post.id, postVersion: post.version, kind, sessionId: actor.sessionId, apiKeyId: actor.apiKeyId };
  if (kind === "autosave") {
    const [newest] = await tx
      .select({ id: postRevisions.id, kind: postRevisions.kind, sessionId: postRevisions.sessionId, apiKeyId: postRevisions.apiKeyId })
      .from(postRevisions)
      .where(eq(postRevisions.postId, post.id))
      .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
      .limit(1);
    if (newest?.kind === "autosave" && newest.sessionId === actor.sessionId && newest.apiKeyId === actor.apiKeyId) {
      await tx
        .update(postRevisions)
        .set({ ...values, createdAt: sql`now()` })
        .where(eq(postRevisions.id, newest.id));
      return;
    }
  }
  await tx.insert(postRevisions).values(values);
  await pruneRevisions(tx, post.id);
}

/** Applies the rule to one post's revisions. */
export async function pruneRevisions(db: Database, postId: number): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${postRevisions} WHERE ${postRevisions.postId} = ${postId}
      AND ${postRevisions.id} NOT IN (
        SELECT "id" FROM ${postRevisions} WHERE ${postRevisions.postId} = ${postId}
        ORDER BY ${postRevisions.createdAt} DESC, ${postRevisions.id} DESC LIMIT ${REVISIONS_KEPT})
      AND ${postRevisions.id} NOT IN (
        SELECT DISTINCT ON (date_trunc('day', ${postRevisions.createdAt})) "id" FROM ${postRevisions}
        WHERE ${postRevisions.postId} = ${postId} AND ${postRevisions.createdAt} > now() - make_interval(days => ${DAILY_REVISIONS_DAYS})
        ORDER BY date_trunc('day', ${postRevisions.createdAt}), ${postRevisions.createdAt} DESC, ${postRevisions.id} DESC)`);
}

/** A post's revisions, newest first, without their words. */
export function listRevisions(db: Database, postId: number): Promise<RevisionSummary[]> {
  return db
    .select({
      id: postRevisions.id,
      postVersion: postRevisions.postVersion,
      kind: postRevisions.kind,
      title: postRevisions.title,
      sessionId: postRevisions.sessionId,
      apiKeyId: postRevisions.apiKeyId,
      apiKeyName: apiKeys.name,
      createdAt: postRevisions.createdAt,
      contentLength: sql<number>`char_length(${postRevisions.content})::int`,
    })
    .from(postRevisions)
    .leftJoin(apiKeys, eq(apiKeys.id, postRevisions.apiKeyId))
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
}

/** One revision of one post, with its words. */
export async function getRevision(db: Database, postId: number, revisionId: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)));
  return row;
}
