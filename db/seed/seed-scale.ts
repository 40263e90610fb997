/**
 * Scale seeding (`bun run db:seed -- --posts 10000`): N realistic published posts — varied titles,
 * 500–900 words of HTML, categories, authors (some without a bio, some missing), tags, images on
 * about two thirds — one every few hours back in time, inserted in batches of 500.
 * Deterministic for a given seed; slugs carry a run suffix so a second run adds N more.
 */
import { sql } from "drizzle-orm";
import { slugify } from "../../src/shared/slugify.ts";
import type { Database } from "../client.ts";
import { authorSlugFor } from "../queries/admin-taxonomy.ts";
import { authors, blogPosts, categories, postTags, tags } from "../schema/index.ts";

const BATCH = 500;
const HOUR_MS = 60 * 60 * 1000;

/** Small, fast, seedable PRNG (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const extraCategories = [
  { name: "Customer Service", slug: "customer-service-tips", description: "Serving customers well on every channel." },
  { name: "Marketing", slug: "small-business-marketing", description: "Marketing that fits a small budget." },
  { name: "Automation", slug: "automation", description: "Hours back every week with simple automation." },
];
const extraAuthors = [
  { name: "Priya Natarajan", bio: "Priya runs customer success at BiziAgent and has onboarded hundreds of local businesses.", imageUrl: null },
  { name: "Sam Okafor", bio: null, imageUrl: null },
];
const extraTags = ["Phone Calls", "Booking", "Google Maps", "Reputation", "Text Messages", "Productivity", "Growth", "Hiring"];

const topics = [
  "missed calls",
  "online reviews",
  "Google Business Profile",
  "appointment booking",
  "customer texts",
  "local search",
  "after-hours calls",
  "repeat customers",
  "review replies",
  "front-desk admin",
];
const audiences = ["plumbers", "dental practices", "restaurants", "hair salons", "auto shops", "law firms", "cleaning companies", "gyms", "veterinary clinics", "landscapers"];
const patterns = [
  "How {audience} can turn {topic} into new business",
  "The {n}-step guide to {topic} for {audience}",
  "{n} mistakes {audience} make with {topic}",
  "What we learned about {topic} from {n} {audience}",
  "A busy owner's checklist for {topic}",
  "Why {topic} matter more than ever for {audience}",
  "{n} quick wins for {topic} this quarter",
];
const sentences = [
  "Most owners we talk to are doing the work of three people, so anything that saves ten minutes a day is worth a look.",
  "Customers compare several businesses at once, and the first one to answer usually wins the job.",
  "Start small: pick one channel, measure it for two weeks, then decide whether to expand.",
  "A clear, friendly reply does more for your reputation than a perfect one sent three days later.",
  "Write down the five questions customers ask most often; they are the backbone of every script and FAQ.",
  "Your Google Business Profile is often the first impression, so keep the hours, photos and services current.",
  "Automation should hand over to a person whenever a conversation needs judgement or empathy.",
  "Track the numbers that matter to you: calls answered, bookings made and reviews earned each month.",
  "Ask happy customers for a review while the visit is still fresh, ideally the same day.",
  "The best tools disappear into your routine instead of adding another dashboard to check.",
  "Evening and weekend enquiries are often the most valuable, because that is when customers have time.",
  "Reply to every review, good or bad, and keep the tone calm, specific and short.",
];

function paragraph(rand: () => number): string {
  const count = 3 + Math.floor(rand() * 3);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(sentences[Math.floor(rand() * sentences.length)]!);
  return `<p>${parts.join(" ")}</p>`;
}

function articleHtml(rand: () => number, topic: string): string {
  const sections = 3 + Math.floor(rand() * 3);
  const html: string[] = [paragraph(rand), paragraph(rand)];
  for (let s = 1; s <= sections; s++) {
    html.push(`<h2>Step ${s}: get ${topic} under control</h2>`, paragraph(rand));
    if (rand() < 0.5)
      html.push(`<ul><li>${sentences[s % sentences.length]}</li><li>${sentences[(s + 3) % sentences.length]}</li><li>${sentences[(s + 7) % sentences.length]}</li></ul>`);
    if (rand() < 0.25) html.push(`<blockquote><p>${sentences[(s * 5) % sentences.length]}</p></blockquote>`);
    html.push(paragraph(rand));
  }
  html.push(`<p>Want to see where you stand? Read more on the <a href="/blog">BiziAgent blog</a>.</p>`);
  return html.join("\n");
}

const images = [
  "/static/images/blog/missed-calls-ai-receptionist.svg",
  "/static/images/blog/google-business-profile-checklist.svg",
  "/static/images/blog/how-to-respond-to-online-reviews.svg",
  "/static/images/blog/sms-follow-up-for-reviews.svg",
  "/static/images/blog/local-seo-map-pack-basics.svg",
];

async function upsertBySlug<T extends typeof categories | typeof tags>(db: Database, table: T, rows: { name: string; slug: string; description?: string }[]) {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoNothing();
}

export interface ScaleSeedOptions {
  count: number;
  /** The newest post's publication time; the others go back from it, one every 1–5 hours. */
  now?: Date;
  seed?: number;
}

/**
 * @example const inserted = await seedScalePosts(db, { count: 10_000 });
 */
export async function seedScalePosts(db: Database, options: ScaleSeedOptions): Promise<number> {
  const rand = random(options.seed ?? 42);
  const now = options.now ?? new Date();
  const run = Date.now().toString(36);

  await upsertBySlug(db, categories, extraCategories);
  await upsertBySlug(
    db,
    tags,
    extraTags.map((name) => ({ name, slug: slugify(name) })),
  );
  for (const a of extraAuthors) {
    const exists = await db.select({ id: authors.id }).from(authors).where(sql`${authors.name} = ${a.name}`).limit(1);
    if (exists.length === 0) await db.insert(authors).values({ ...a, slug: await authorSlugFor(db, a.name) });
  }
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((r) => r.id);
  const authorIds = (await db.select({ id: authors.id }).from(authors)).map((r) => r.id);
  const tagIds = (await db.select({ id: tags.id }).from(tags)).map((r) => r.id);
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;

  let inserted = 0;
  let publishedAt = now.getTime();
  for (let start = 0; start < options.count; start += BATCH) {
    const rows: (typeof blogPosts.$inferInsert)[] = [];
    for (let i = start; i < Math.min(options.count, start + BATCH); i++) {
      const topic = pick(topics);
      const audience = pick(audiences);
      const n = 3 + Math.floor(rand() * 8);
      const raw = pick(patterns).replace("{topic}", topic).replace("{audience}", audience).replace("{n}", String(n));
      const title = raw.charAt(0).toUpperCase() + raw.slice(1);
      const published = new Date(publishedAt);
      publishedAt -= HOUR_MS * (1 + rand() * 4);
      rows.push({
        title,
        slug: `${slugify(title)}-${run}-${i + 1}`,
        excerpt: `${sentences[i % sentences.length]} A practical look at ${topic} for ${audience}.`,
        content: articleHtml(rand, topic),
        // About one post in 40 has lost its author (deleted), and shows 'Unknown'.
        authorId: rand() < 0.025 ? null : pick(authorIds),
        categoryId: categoryIds.length > 0 && rand() > 0.02 ? pick(categoryIds) : null,
        featuredImageUrl: rand() < 0.66 ? pick(images) : null,
        status: "published",
        metaDescription: rand() < 0.5 ? `${title}: ${sentences[(i + 4) % sentences.length]}` : null,
        publishedAt: published,
        createdAt: new Date(published.getTime() - 2 * 24 * HOUR_MS),
        updatedAt: published,
      });
    }
    const ids = await db.insert(blogPosts).values(rows).onConflictDoNothing({ target: blogPosts.slug }).returning({ id: blogPosts.id });
    inserted += ids.length;
    const links: { postId: number; tagId: number }[] = [];
    for (const { id } of ids) {
      const chosen = new Set<number>();
      const count = tagIds.length === 0 ? 0 : 1 + Math.floor(rand() * 3);
      while (chosen.size < Math.min(count, tagIds.length)) chosen.add(pick(tagIds));
      for (const tagId of chosen) links.push({ postId: id, tagId });
    }
    if (links.length > 0) await db.insert(postTags).values(links).onConflictDoNothing();
  }
  // Fresh statistics, and the visibility map that lets the list pages count and skip through the
  // partial indexes without touching the table (PGlite has no autovacuum to do it later).
  await db.execute(sql`vacuum analyze blog_posts`);
  await db.execute(sql`vacuum analyze post_tags`);
  return inserted;
}
