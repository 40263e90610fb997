/**
 * Admin reads and writes of blog posts with their tag ids. publishedAt is decided in SQL in the
 * same statement as the status: set when a post becomes published, kept while it stays published, cleared
 * when it goes back to draft — unless the owner picked a time, which is stored as given (a future one
 * schedules the post). Content arrives here already sanitized (HTML) or as written (Markdown).
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PostInput } from "../../src/shared/admin-schemas.ts";
import type { Database } from "../client.ts";
import { blogPosts, type PostStatus, postTags } from "../schema/index.ts";

type PostRow = typeof blogPosts.$inferSelect;
export type AdminPost = PostRow & { tagIds: number[] };

/** What the admin writes: the shared zod schema's output (tagIds undefined keeps the post's tags). */
export type PostData = PostInput;

/** For an UPDATE that does not name a time: the new publishedAt given the new status and the row's current one. */
function publishedAtFor(status: PostStatus) {
  return status === "published" ? sql`coalesce(${blogPosts.publishedAt}, now())` : sql`null`;
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

async function tagIdsByPost(db: Database, postIds: number[]): Promise<Map<number, number[]>> {
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

/** Throws the database's unique (slug) or foreign-key (author, category, tag) error; see admin-db-errors.ts. */
export async function createAdminPost(db: Database, data: PostData): Promise<AdminPost> {
  const { tagIds, ...fields } = data;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...fields, publishedAt: fields.publishedAt ?? (fields.status === "published" ? sql`now()` : null) })
      .returning({ id: blogPosts.id });
    if (tagIds) await replaceTags(tx as unknown as Database, row!.id, tagIds);
    return row!.id;
  });
  return (await getAdminPost(db, id))!;
}

export async function updateAdminPost(db: Database, id: number, data: PostData): Promise<AdminPost | undefined> {
  const { tagIds, ...fields } = data;
  const found = await db.transaction(async (tx) => {
    const rows = await tx
      .update(blogPosts)
      .set({ ...fields, publishedAt: publishedAtOnEdit(fields.status, fields.publishedAt), updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (rows.length === 0) return false;
    if (tagIds) await replaceTags(tx as unknown as Database, id, tagIds);
    return true;
  });
  return found ? getAdminPost(db, id) : undefined;
}

export async function updateAdminPostStatus(db: Database, id: number, status: PostStatus): Promise<AdminPost | undefined> {
  const rows = await db
    .update(blogPosts)
    .set({ status, publishedAt: publishedAtFor(status), updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0 ? getAdminPost(db, id) : undefined;
}

export async function deleteAdminPost(db: Database, id: number): Promise<boolean> {
  return (await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })).length > 0;
}
