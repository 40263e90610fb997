/** Seeds the believable demo: authors, categories, tags, six published posts and one draft. */
import { count, eq } from "drizzle-orm";
import type { Database } from "../client.ts";
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

/**
 * Inserts the demo content in one transaction; slugs that already exist are left alone.
 * @example await seedDemoContent(db, new Date());
 */
export async function seedDemoContent(db: Database, now = new Date()): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const authorIds = new Map<string, number>();
    for (const a of demoAuthors) {
      // Authors have no natural key: reuse one of the same name so that seeding twice adds nobody.
      const [existing] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.name, a.name)).limit(1);
      const [row] = existing
        ? [existing]
        : await tx.insert(authors).values({ name: a.name, bio: a.bio, imageUrl: a.imageUrl }).returning({ id: authors.id });
      authorIds.set(a.key, row!.id);
    }
    const categoryIds = new Map<string, number>();
    for (const cat of demoCategories) {
      const [row] = await tx
        .insert(categories)
        .values({ name: cat.name, slug: cat.slug, description: cat.description })
        .onConflictDoUpdate({ target: categories.slug, set: { name: cat.name } })
        .returning({ id: categories.id });
      categoryIds.set(cat.key, row!.id);
    }
    const tagIds = new Map<string, number>();
    for (const tag of demoTags) {
      const [row] = await tx
        .insert(tags)
        .values({ name: tag.name, slug: tag.slug })
        .onConflictDoUpdate({ target: tags.slug, set: { name: tag.name } })
        .returning({ id: tags.id });
      tagIds.set(tag.key, row!.id);
    }
    let posts = 0;
    for (const p of demoPosts) {
      const publishedAt = p.publishedDaysAgo === null ? null : new Date(now.getTime() - p.publishedDaysAgo * DAY_MS);
      const createdAt = new Date(now.getTime() - ((p.publishedDaysAgo ?? 0) + 2) * DAY_MS);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          title: p.title,
          slug: p.slug,
          excerpt: p.excerpt,
          content: p.content,
          authorId: authorIds.get(p.authorKey) ?? null,
          categoryId: categoryIds.get(p.categoryKey) ?? null,
          featuredImageUrl: p.featuredImageUrl,
          status: p.status,
          metaTitle: p.metaTitle,
          metaDescription: p.metaDescription,
          metaKeywords: p.metaKeywords,
          ogTitle: p.ogTitle,
          ogDescription: p.ogDescription,
          ogImageUrl: p.ogImageUrl,
          publishedAt: p.status === "published" ? publishedAt : null,
          createdAt,
          updatedAt: publishedAt ?? createdAt,
        })
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      if (!row) continue;
      posts++;
      const links = p.tagKeys.flatMap((k) => (tagIds.has(k) ? [{ postId: row.id, tagId: tagIds.get(k)! }] : []));
      if (links.length > 0) await tx.insert(postTags).values(links).onConflictDoNothing();
    }
    return { authors: authorIds.size, categories: categoryIds.size, tags: tagIds.size, posts };
  });
}
