/**
 * Preview links: a random token that shows one unpublished post to whoever holds it, until it expires or
 * the owner revokes it. Only the token's SHA-256 is stored (and its first characters, for the editor's
 * list): the token itself is handed back once, by createPreviewLink, and found again only by its hash. A link is live while it is neither revoked nor expired (on the database's clock).
 * Only a post that is not public yet (a draft, or published with a time still ahead) gets a new link;
 * one made earlier keeps working after the post goes public (the page then says so and links to it).
 * Dead links of a post are deleted whenever it gets a new one, and a post holds at most
 * MAX_LIVE_PREVIEW_LINKS live ones, so the table stays small.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { authors, blogPosts, categories, postPreviews } from "../schema/index.ts";
import { isPublic, type PublishedPost, postColumns, toPost } from "./posts.ts";

/** Live links a post may hold at once: more is a mistake, not a workflow. */
export const MAX_LIVE_PREVIEW_LINKS = 20;

const TOKEN_BYTES = 32;

/** How much of a token the editor's list shows again: 36 of its 256 bits, enough to tell a post's links apart. */
export const PREVIEW_TOKEN_HINT_LENGTH = 6;

/** 32 random bytes, base64url without padding (43 characters): the link's only secret. */
export function newPreviewToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES))).toString("base64url");
}

/**
 * What is stored for a token: a fast hash is right for 256 random bits (nothing to guess), and migration
 * 0016 computed the same one in SQL for the tokens stored before.
 * @example hashPreviewToken(token) // 64 hex digits
 */
export function hashPreviewToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A link as the admin lists it: its token is gone, only the first characters remain (`tokenHint`). */
export interface PreviewLinkRow {
  id: number;
  tokenHint: string;
  expiresAt: Date;
  createdAt: Date;
}

const linkColumns = { id: postPreviews.id, tokenHint: postPreviews.tokenHint, expiresAt: postPreviews.expiresAt, createdAt: postPreviews.createdAt };

const isLive = and(isNull(postPreviews.revokedAt), gt(postPreviews.expiresAt, sql`now()`))!;
const isDead = or(isNotNull(postPreviews.revokedAt), lte(postPreviews.expiresAt, sql`now()`))!;

const liveLinksOf = (postId: number) => sql`(select count(*) from ${postPreviews} where ${postPreviews.postId} = ${postId} and ${isLive})`;

export async function postExists(db: Database, postId: number): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, postId));
  return row !== undefined;
}

/** The post's live links, newest first; [] for a post without any (or no such post). */
export function listPreviewLinks(db: Database, postId: number): Promise<PreviewLinkRow[]> {
  return db
    .select(linkColumns)
    .from(postPreviews)
    .where(and(eq(postPreviews.postId, postId), isLive))
    .orderBy(desc(postPreviews.createdAt), desc(postPreviews.id));
}

export type PreviewLinkCreation =
  /** `token` is in this answer only: the database keeps its hash. */
  | { outcome: "created"; link: PreviewLinkRow; token: string }
  | { outcome: "not-found" }
  /** The post is public already: its own address is the link to share. */
  | { outcome: "public" }
  | { outcome: "too-many" };

/**
 * A new link to the post, live for `days`, when the post exists, is not public and holds fewer than
 * MAX_LIVE_PREVIEW_LINKS live links. The post's row is share-locked meanwhile, so it cannot be deleted
 * or published between the check and the write.
 * @example const made = await createPreviewLink(db, 12, 7); if (made.outcome === "created") made.token
 */
export async function createPreviewLink(db: Database, postId: number, days: number): Promise<PreviewLinkCreation> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ public: sql<boolean>`${isPublic}`, liveLinks: sql<number>`${liveLinksOf(postId)}::int` })
      .from(blogPosts)
      .where(eq(blogPosts.id, postId))
      .for("share");
    if (!post) return { outcome: "not-found" };
    if (post.public) return { outcome: "public" };
    if (post.liveLinks >= MAX_LIVE_PREVIEW_LINKS) return { outcome: "too-many" };
    await tx.delete(postPreviews).where(and(eq(postPreviews.postId, postId), isDead));
    const token = newPreviewToken();
    const [link] = await tx
      .insert(postPreviews)
      .values({
        postId,
        tokenHash: hashPreviewToken(token),
        tokenHint: token.slice(0, PREVIEW_TOKEN_HINT_LENGTH),
        expiresAt: sql`now() + make_interval(days => ${days}::int)`,
      })
      .returning(linkColumns);
    return { outcome: "created", link: link!, token };
  });
}

/**
 * Ends a link of the post at once (a second revoke of the same link changes nothing).
 * @returns false when the post has no link with this id.
 */
export async function revokePreviewLink(db: Database, postId: number, linkId: number): Promise<boolean> {
  const rows = await db
    .update(postPreviews)
    .set({ revokedAt: sql`coalesce(${postPreviews.revokedAt}, now())` })
    .where(and(eq(postPreviews.id, linkId), eq(postPreviews.postId, postId)))
    .returning({ id: postPreviews.id });
  return rows.length > 0;
}

export interface PreviewedPost {
  post: PublishedPost;
  /** The post went public since the link was made: the preview says so and links to its page. */
  isPublic: boolean;
  expiresAt: Date;
}

/**
 * The post a live link shows, ready to render like its public page (content sanitized, image URLs
 * checked); undefined for an unknown, revoked or expired token. One read by the hash's unique index.
 */
export async function getPostByPreviewToken(db: Database, token: string): Promise<PreviewedPost | undefined> {
  const [row] = await db
    .select({ ...postColumns, isPublic: sql<boolean>`${isPublic}`, linkExpiresAt: postPreviews.expiresAt })
    .from(postPreviews)
    .innerJoin(blogPosts, eq(blogPosts.id, postPreviews.postId))
    .leftJoin(authors, eq(authors.id, blogPosts.authorId))
    .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
    .where(and(eq(postPreviews.tokenHash, hashPreviewToken(token)), isLive))
    .limit(1);
  if (!row) return undefined;
  const { isPublic: live, linkExpiresAt, ...post } = row;
  return { post: toPost(post), isPublic: live, expiresAt: linkExpiresAt };
}
