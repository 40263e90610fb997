/**
 * Uploaded images: the Media tab's pages and writes, the variants the public routes serve, and where each
 * upload is used (media_post_uses / media_author_uses, which triggers on the posts and authors keep).
 */
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { MediaFallback, MediaFormat, MediaUse } from "../../src/shared/media.ts";
import type { Database } from "../client.ts";
import { authors, blogPosts, media, mediaAuthorUses, mediaPostUses, mediaVariants } from "../schema/index.ts";

export type MediaRow = typeof media.$inferSelect;

export interface NewMedia {
  key: string;
  fileName: string;
  width: number;
  height: number;
  sourceFormat: string;
  fallback: MediaFallback;
  uploadBytes: number;
  firstFrameOnly: boolean;
}

export interface NewVariant {
  width: number;
  format: MediaFormat;
  bytes: Uint8Array;
  etag: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findMedia(db: Database, key: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row;
}

/**
 * The upload and its variants in one transaction. The same bytes stored meanwhile by another request (or
 * another instance) win: this one's variants are dropped and that row is the answer.
 */
export async function insertMedia(db: Database, row: NewMedia, variants: NewVariant[]): Promise<{ row: MediaRow; inserted: boolean }> {
  const storedBytes = variants.reduce((sum, v) => sum + v.bytes.byteLength, 0);
  const inserted = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(media)
      .values({ ...row, storedBytes })
      .onConflictDoNothing()
      .returning();
    if (!created) return undefined;
    // One statement per variant keeps each bind under the drivers' message sizes with no trouble.
    for (const v of variants) await tx.insert(mediaVariants).values({ mediaKey: row.key, width: v.width, format: v.format, bytes: v.bytes, etag: v.etag });
    return created;
  });
  if (inserted) return { row: inserted, inserted: true };
  return { row: (await findMedia(db, row.key))!, inserted: false };
}

/** One page of uploads, newest first, searched in file name and alt text. */
export async function listMedia(db: Database, query: { q?: string; page: number; pageSize: number }): Promise<{ rows: MediaRow[]; total: number }> {
  const q = query.q?.trim();
  const where = q ? or(sql`${media.fileName} ilike ${likePattern(q)}`, sql`${media.alt} ilike ${likePattern(q)}`) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), media.key)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(media).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Where each of `keys` is used: posts by title, then authors by name. */
export async function mediaUses(db: Database, keys: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(keys.map((key) => [key, []]));
  if (keys.length === 0) return uses;
  const [posts, people] = await Promise.all([
    db
      .select({ key: mediaPostUses.mediaKey, id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, status: blogPosts.status })
      .from(mediaPostUses)
      .innerJoin(blogPosts, eq(blogPosts.id, mediaPostUses.postId))
      .where(inArray(mediaPostUses.mediaKey, keys))
      .orderBy(blogPosts.title, blogPosts.id),
    db
      .select({ key: mediaAuthorUses.mediaKey, id: authors.id, name: authors.name })
      .from(mediaAuthorUses)
      .innerJoin(authors, eq(authors.id, mediaAuthorUses.authorId))
      .where(inArray(mediaAuthorUses.mediaKey, keys))
      .orderBy(authors.name, authors.id),
  ]);
  for (const { key, ...post } of posts) uses.get(key)?.push({ kind: "post", ...post });
  for (const { key, ...author } of people) uses.get(key)?.push({ kind: "author", ...author });
  return uses;
}

export async function updateMediaText(db: Database, key: string, text: { alt: string; decorative: boolean }): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(media)
    .set({ alt: text.decorative ? "" : text.alt, decorative: text.decorative })
    .where(eq(media.key, key))
    .returning();
  return row;
}

export type MediaDelete = { outcome: "deleted"; row: MediaRow } | { outcome: "not-found" } | { outcome: "used"; uses: MediaUse[] };

/** Deletes an upload no post or author uses; a used one is kept and its uses are the answer. */
export async function deleteMedia(db: Database, key: string): Promise<MediaDelete> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await tx.select().from(media).where(eq(media.key, key)).for("update");
    if (!row) return { outcome: "not-found" as const };
    const uses = (await mediaUses(t, [key])).get(key) ?? [];
    if (uses.length > 0) return { outcome: "used" as const, uses };
    await tx.delete(media).where(eq(media.key, key));
    return { outcome: "deleted" as const, row };
  });
}

/** One variant's bytes and validator, or undefined when the upload (or that width or format) is not there. */
export async function readVariant(db: Database, key: string, width: number, format: MediaFormat): Promise<{ bytes: Uint8Array; etag: string } | undefined> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes, etag: mediaVariants.etag })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaKey, key), eq(mediaVariants.width, width), eq(mediaVariants.format, format)));
  return row;
}
