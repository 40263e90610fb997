/** Seeds the believable demo: authors, categories, tags, six published posts and one draft. */
import { count, eq } from "drizzle-orm";
import { DEFAULT_CALL_SETTINGS } from "../../src/shared/call-settings.ts";
import type { Database } from "../client.ts";
import { authorSlugFor } from "../queries/admin-taxonomy.ts";
import { callSettingsSaved, saveCallSettings } from "../queries/calls.ts";
import { authors, blogPosts, categories, postTags, tags } from "../schema/index.ts";
import { demoAuthors, demoCategories, demoPosts, demoTags } from "./demo-content.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedSummary {
  authors: number;
  categories: number;
  tags: number;
  posts: number;
}

/** True when there is no content at all: no posts, authors, categories or tags. */
export async function hasNoContent(db: Database): Promise<boolean> {
  const counts = await Promise.all([authors, categories, tags, blogPosts].map((t) => db.select({ n: count() }).from(t)));
  return counts.every(([row]) => (row?.n ?? 0) === 0);
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Categories and tags by their slug: a row that exists is kept (under the demo's name); returns each slug's id. */
async function upsertBySlug(tx: Transaction, table: typeof categories | typeof tags, rows: { name: string; slug: string; description?: string }[]) {
  const ids = new Map<string, number>();
  for (const values of rows) {
    const [row] = await tx
      .insert(table)
      .values(values)
      .onConflictDoUpdate({ target: table.slug, set: { name: values.name } })
      .returning({ id: table.id });
    ids.set(values.slug, row!.id);
  }
  return ids;
}

/**
 * Inserts the demo content in one transaction; slugs that already exist are left alone.
 * @example await seedDemoContent(db, new Date());
 */
export async function seedDemoContent(db: Database, now = new Date()): Promise<SeedSummary> {
  // The demo takes calls in the funnel (weekdays, New York hours) unless the owner has set availability already.
  if (!(await callSettingsSaved(db))) await saveCallSettings(db, { ...DEFAULT_CALL_SETTINGS, enabled: true });
  return db.transaction(async (tx) => {
    const authorIds = new Map<string, number>();
    for (const a of demoAuthors) {
      // Authors have no natural key: reuse one of the same name so that seeding twice adds nobody.
      const [existing] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.name, a.name)).limit(1);
      const [row] = existing
        ? [existing]
        : await tx
            .insert(authors)
            .values({ name: a.name, slug: await authorSlugFor(tx, a.name), bio: a.bio, imageUrl: a.imageUrl })
            .returning({ id: authors.id });
      authorIds.set(a.key, row!.id);
    }
    const categoryIds = await upsertBySlug(tx, categories, demoCategories);
    const tagIds = await upsertBySlug(tx, tags, demoTags);
    let posts = 0;
    for (const { authorKey, categorySlug, tagSlugs, publishedDaysAgo, ...post } of demoPosts) {
      const publishedAt = publishedDaysAgo === null ? null : new Date(now.getTime() - publishedDaysAgo * DAY_MS);
      const createdAt = new Date(now.getTime() - ((publishedDaysAgo ?? 0) + 2) * DAY_MS);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          ...post,
          authorId: authorIds.get(authorKey) ?? null,
          categoryId: categoryIds.get(categorySlug) ?? null,
          publishedAt: post.status === "published" ? publishedAt : null,
          createdAt,
          updatedAt: publishedAt ?? createdAt,
        })
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      if (!row) continue;
      posts++;
      const links = tagSlugs.flatMap((slug) => (tagIds.has(slug) ? [{ postId: row.id, tagId: tagIds.get(slug)! }] : []));
      if (links.length > 0) await tx.insert(postTags).values(links).onConflictDoNothing();
    }
    return { authors: authorIds.size, categories: categoryIds.size, tags: tagIds.size, posts };
  });
}
