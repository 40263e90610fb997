/**
 * Admin reads and writes of blog posts with their tag ids. publishedAt is decided in SQL in the
 * same statement as the status: set when a post becomes published, kept while it stays published, cleared
 * when it goes back to draft — unless the owner picked a time, which is stored as given (a future one
 * schedules the post). Content arrives here already sanitized (HTML) or as written (Markdown).
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PostInput } from "../../src/shared/admin-schemas.ts";
import type { Database } from "../client.ts";
import { blogPosts, type PostStatus, postAutosaves, postTags, type RevisionKind } from "../schema/index.ts";
import { NO_ACTOR, recordRevision, type WriteActor } from "./post-revisions.ts";
import { applySlugChange, releasePath } from "./redirects.ts";

/** A post's public address (src/blog/blog.ts postPath; slugs are already URL-safe, see SlugField). */
const postAddress = (slug: string) => `/blog/${slug}`;

/**
 * Keeps old links alive inside the post's write: a public post whose slug changed leaves a permanent
 * redirect from its old address; a post that is (or is scheduled to be) published takes its address back
 * from any redirect that would shadow it.
 */
async function followAddress(tx: Database, before: { slug: string; isPublic: boolean } | null, after: { slug: string; status: PostStatus }) {
  if (before?.isPublic && before.slug !== after.slug) await applySlugChange(tx, { fromPath: postAddress(before.slug), toPath: postAddress(after.slug) });
  else if (after.status === "published") await releasePath(tx, postAddress(after.slug));
}

type PostRow = typeof blogPosts.$inferSelect;
export type AdminPost = PostRow & { tagIds: number[] };

/** What the admin writes: the shared zod schema's output (tagIds undefined keeps the post's tags). */
export type PostData = PostInput;

/**
 * For an UPDATE that does not name a time: the new publishedAt given the new status and the row's current one. A
 * post published again gets back the time it had when it was unpublished, not today's.
 */
function publishedAtFor(status: PostStatus) {
  return status === "published" ? sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.previousPublishedAt}, now())` : sql`null`;
}

/** What an unpublished post remembers of its publication time (read before the UPDATE's own SET, as SQL does). */
function previousPublishedAtFor(status: PostStatus) {
  return status === "published" ? sql`null` : sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.previousPublishedAt})`;
}

/**
 * For an UPDATE from the edit dialog: a picked time as given; a cleared one publishes now, or keeps the
 * time of a post that is public already (clearing a scheduled post's time publishes it now).
 */
function publishedAtOnEdit(status: PostStatus, picked: Date | null | undefined) {
  if (picked) return picked;
  if (picked === undefined) return publishedAtFor(status);
  return status === "published" ? sql`case when ${blogPosts.publishedAt} <= now() then ${blogPosts.publishedAt} else now() end` : sql`null`;
}

export async function tagIdsByPost(db: Database, postIds: number[]): Promise<Map<number, number[]>> {
  const byPost = new Map<number, number[]>();
  if (postIds.length === 0) return byPost;
  const links = await db.select({ postId: postTags.postId, tagId: postTags.tagId }).from(postTags).where(inArray(postTags.postId, postIds)).orderBy(asc(postTags.tagId));
  for (const { postId, tagId } of links) {
    const list = byPost.get(postId);
    if (list) list.push(tagId);
    else byPost.set(postId, [tagId]);
  }
  return byPost;
}

/** Every post, newest first (drafts included). */
export async function listAdminPosts(db: Database): Promise<AdminPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  const tagsOf = await tagIdsByPost(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, tagIds: tagsOf.get(r.id) ?? [] }));
}

export async function getAdminPost(db: Database, id: number): Promise<AdminPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) return undefined;
  return { ...row, tagIds: (await tagIdsByPost(db, [id])).get(id) ?? [] };
}

async function replaceTags(tx: Database, postId: number, tagIds: number[]): Promise<void> {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (tagIds.length > 0) await tx.insert(postTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}

/** How a write of an existing post ended. */
export type PostWrite =
  | { outcome: "written"; post: AdminPost }
  | { outcome: "not-found" }
  /** The post has moved on since `expectedVersion`: nothing was written; `current` is what it is now. */
  | { outcome: "stale"; current: AdminPost }
  /** An autosave meant for a draft found the post public: nothing was written (the caller keeps it aside). */
  | { outcome: "public" };

export interface PostWriteOptions {
  actor: WriteActor;
  /** The version the writer started from; undefined: no check (older API clients). */
  expectedVersion?: number | undefined;
  /** "autosave": only while the post is a draft, and coalesced into the writer's previous autosave revision. */
  kind?: RevisionKind;
}

/** Throws the database's unique (slug) or foreign-key (author, category, tag) error; see admin-db-errors.ts. */
export async function createAdminPost(db: Database, data: PostData, actor: WriteActor = NO_ACTOR): Promise<AdminPost> {
  const { tagIds, version: _ignored, ...fields } = data;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...fields, publishedAt: fields.publishedAt ?? (fields.status === "published" ? sql`now()` : null) })
      .returning();
    if (tagIds) await replaceTags(tx as unknown as Database, row!.id, tagIds);
    await recordRevision(tx as unknown as Database, row!, "save", actor);
    await followAddress(tx as unknown as Database, null, row!);
    return row!.id;
  });
  return (await getAdminPost(db, id))!;
}

/**
 * Locks the post's row for the rest of the transaction and checks the writer's version: the row as it was
 * before the write, or why the write cannot go ahead.
 */
async function lockForWrite(tx: Database, id: number, expectedVersion: number | undefined) {
  const [before] = await tx
    .select({
      slug: blogPosts.slug,
      status: blogPosts.status,
      version: blogPosts.version,
      isPublic: sql<boolean>`${blogPosts.status} = 'published' and ${blogPosts.publishedAt} <= now()`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for("update");
  if (!before) return { refused: "not-found" as const };
  if (expectedVersion !== undefined && before.version !== expectedVersion) return { refused: "stale" as const };
  return { before };
}

/** The answer for a write that was refused inside its transaction. */
async function refusal(db: Database, id: number, refused: "not-found" | "stale" | "public"): Promise<PostWrite> {
  if (refused !== "stale") return { outcome: refused };
  const current = await getAdminPost(db, id);
  return current ? { outcome: "stale", current } : { outcome: "not-found" };
}

/**
 * The edit dialog's save (or an autosave of a draft, or a restore): every field, the version checked and
 * moved on, a revision recorded, and a pending autosave of the post cleared by an explicit save.
 */
export async function updateAdminPost(db: Database, id: number, data: PostData, options: PostWriteOptions): Promise<PostWrite> {
  const { tagIds, version: _checkedSeparately, ...fields } = data;
  const kind = options.kind ?? "save";
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const lock = await lockForWrite(t, id, options.expectedVersion);
    if (lock.refused) return { refused: lock.refused };
    if (kind === "autosave" && lock.before.status !== "draft") return { refused: "public" as const };
    const [row] = await tx
      .update(blogPosts)
      .set({
        ...fields,
        publishedAt: publishedAtOnEdit(fields.status, fields.publishedAt),
        previousPublishedAt: previousPublishedAtFor(fields.status),
        version: sql`${blogPosts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.id, id))
      .returning();
    if (tagIds) await replaceTags(t, id, tagIds);
    await recordRevision(t, row!, kind, options.actor);
    await followAddress(t, lock.before, row!);
    if (kind !== "autosave") await tx.delete(postAutosaves).where(eq(postAutosaves.postId, id));
    return { refused: undefined };
  });
  if (result.refused) return refusal(db, id, result.refused);
  return { outcome: "written", post: (await getAdminPost(db, id))! };
}

/** The list's publish/unpublish toggle: the words do not change, so no revision. */
export async function updateAdminPostStatus(db: Database, id: number, status: PostStatus, options: Omit<PostWriteOptions, "kind">): Promise<PostWrite> {
  const result = await db.transaction(async (tx) => {
    const lock = await lockForWrite(tx as unknown as Database, id, options.expectedVersion);
    if (lock.refused) return { refused: lock.refused };
    const [row] = await tx
      .update(blogPosts)
      .set({ status, publishedAt: publishedAtFor(status), previousPublishedAt: previousPublishedAtFor(status), version: sql`${blogPosts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning({ slug: blogPosts.slug, status: blogPosts.status });
    await followAddress(tx as unknown as Database, lock.before, row!);
    return { refused: undefined };
  });
  if (result.refused) return refusal(db, id, result.refused);
  return { outcome: "written", post: (await getAdminPost(db, id))! };
}

export async function deleteAdminPost(db: Database, id: number): Promise<boolean> {
  return (await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })).length > 0;
}
