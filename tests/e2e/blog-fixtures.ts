/**
 * `bun tests/e2e/blog-fixtures.ts <dataDir> [empty]`: prepares an embedded database for the blog's
 * browser tests before their server starts on it — the demo content, 20 older generated posts (so
 * there are two pages), and the cases the demo lacks: an author without a bio, a post without an
 * author or image, a category whose only post is a draft, and a post full of hostile HTML.
 * With `empty`, only the migrations: no posts at all.
 */
import { migrateDatabase, openDatabase } from "../../db/client.ts";
import { authors, blogPosts, categories } from "../../db/schema/index.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import { seedScalePosts } from "../../db/seed/seed-scale.ts";

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: bun tests/e2e/blog-fixtures.ts <dataDir> [empty]");

const DAY = 24 * 60 * 60 * 1000;
const database = await openDatabase({ kind: "pglite", dataDir });
try {
  await migrateDatabase(database);
  if (mode !== "empty") {
    const db = database.db;
    const now = Date.now();
    await seedDemoContent(db, new Date(now));
    await seedScalePosts(db, { count: 20, now: new Date(now - 200 * DAY), seed: 7 });
    const [quiet] = await db.insert(authors).values({ name: "Quinn Quiet", slug: "quinn-quiet", bio: null, imageUrl: null }).returning();
    const [empty] = await db.insert(categories).values({ name: "Empty Category", slug: "empty-category" }).returning();
    const post = (slug: string, title: string, daysAgo: number, values: Partial<typeof blogPosts.$inferInsert> = {}) => ({
      slug,
      title,
      excerpt: `${title}: a short excerpt for the browser tests.`,
      content: "<p>A short post written for the browser tests.</p><h2>A heading</h2><p>More text.</p>",
      status: "published" as const,
      publishedAt: new Date(now - daysAgo * DAY),
      createdAt: new Date(now - (daysAgo + 1) * DAY),
      updatedAt: new Date(now - daysAgo * DAY),
      ...values,
    });
    await db.insert(blogPosts).values([
      post("quiet-author-post", "A post by an author without a bio", 90, { authorId: quiet!.id }),
      post("no-author-post", "A post whose author was removed", 91, { authorId: null }),
      post("empty-category-draft", "The only post of an empty category", 0, { status: "draft", publishedAt: null, categoryId: empty!.id }),
      post("hostile-html", "A post full of hostile HTML", 92, {
        content: [
          "<p>Before the payloads.</p>",
          "<script>window.__xss = 1</script>",
          '<img src="/static/images/blog/voicemail-callback-chart.svg" alt="Chart" onerror="window.__xss = 2" onload="window.__xss = 3">',
          '<p><a href="javascript:window.__xss = 4" id="js-link">a javascript: link</a></p>',
          '<p onmouseover="window.__xss = 5" style="position:fixed;inset:0;z-index:99">hover me</p>',
          '<iframe src="javascript:window.__xss = 6"></iframe>',
          "<svg><script>window.__xss = 7</script></svg>",
          '<details open ontoggle="window.__xss = 8"><summary>x</summary></details>',
          "<p>After the payloads.</p>",
        ].join(""),
      }),
    ]);
  }
} finally {
  await database.close();
}
