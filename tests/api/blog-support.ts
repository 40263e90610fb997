/** Blog rows for tests, written straight to the database (the admin API is not under test here). */
import type { Database } from "../../db/client.ts";
import { authors, blogPosts, categories, postTags, tags } from "../../db/schema/index.ts";
import { slugify } from "../../src/shared/slugify.ts";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;

/** The slug is the name's (slugify) unless given. */
export async function insertAuthor(db: Database, values: Partial<typeof authors.$inferInsert> = {}) {
  const name = values.name ?? `Author ${unique()}`;
  const [row] = await db
    .insert(authors)
    .values({ name, slug: slugify(name), ...values })
    .returning();
  return row!;
}

export async function insertCategory(db: Database, values: Partial<typeof categories.$inferInsert> = {}) {
  const key = unique();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${key}`, slug: `category-${key}`, ...values })
    .returning();
  return row!;
}

export async function insertTag(db: Database, values: Partial<typeof tags.$inferInsert> = {}) {
  const key = unique();
  const [row] = await db
    .insert(tags)
    .values({ name: `Tag ${key}`, slug: `tag-${key}`, ...values })
    .returning();
  return row!;
}

export type PostValues = Partial<typeof blogPosts.$inferInsert> & { tagIds?: number[] };

/** A published post unless status says otherwise; publishedAt defaults to now for published posts. */
export async function insertPost(db: Database, values: PostValues = {}) {
  const { tagIds = [], ...rest } = values;
  const key = unique();
  const status = rest.status ?? "published";
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: `Post ${key}`,
      slug: `post-${key}`,
      excerpt: `Excerpt of post ${key}.`,
      content: `<p>Content of post ${key}.</p>`,
      status,
      publishedAt: status === "published" ? new Date() : null,
      ...rest,
    })
    .returning();
  if (tagIds.length > 0) await db.insert(postTags).values(tagIds.map((tagId) => ({ postId: row!.id, tagId })));
  return row!;
}

/** Decodes the few entities React writes in attributes and text. */
export function decodeHtml(text: string): string {
  return text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** The content attribute of a <meta> by name or property. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return match ? decodeHtml(match[1]!) : undefined;
}

/** Every JSON-LD object in the page. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
