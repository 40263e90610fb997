/**
 * The admin lists as the API answers them, read once for both readers: each GET /api/admin/* list
 * route answers `c.json(await readX(db))`, and the dashboard puts the same value in a tab's first HTML,
 * where the island hydrates with it. Dates become ISO strings here, as JSON would carry them, so the
 * island's hydrating render matches the server's; the return types are the shared answer shapes
 * (src/shared/admin-api.ts) the islands read, so the compiler holds routes and islands to one shape.
 * The Leads tab's reads are beside this file, in lead-lists.ts.
 */
import type { Database } from "../../db/client.ts";
import { type AdminPostFull, listAdminPostPage, listAdminPostsFull } from "../../db/queries/admin-post-list.ts";
import { getAdminPost } from "../../db/queries/admin-posts.ts";
import { listAuthors, listCategories, listTags } from "../../db/queries/admin-taxonomy.ts";
import { listApiKeys } from "../../db/queries/api-keys.ts";
import { apiKeyJson } from "../auth/api-keys.ts";
import type { AdminApiKey, AdminAuthor, AdminCategory, AdminPost, AdminTag, PostListPage, PostLists, ResourceKind, ResourceRow } from "../shared/admin-api.ts";
import { POST_LIST_PAGE_SIZE, type PostListView } from "../shared/post-list-view.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

function postJson(post: AdminPostFull): AdminPost {
  return {
    ...post,
    publishedAt: iso(post.publishedAt),
    previousPublishedAt: iso(post.previousPublishedAt),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/**
 * GET /api/admin/blog-posts?page&limit&q&status&category&author&tag&sort: whole posts (body included), one
 * page of the list in its order, and how many match.
 * @example const { posts, total } = await readPosts(db, DEFAULT_POST_LIST_VIEW, 100);
 */
export async function readPosts(db: Database, view: PostListView, limit: number): Promise<{ posts: AdminPost[]; total: number }> {
  const { posts, total } = await listAdminPostsFull(db, view, limit);
  return { posts: posts.map(postJson), total };
}

/** GET /api/admin/blog-posts/:id: the whole post, as the edit dialog opens it. */
export async function readPost(db: Database, id: number): Promise<AdminPost | undefined> {
  const post = await getAdminPost(db, id);
  return post && postJson(post);
}

/** GET /api/admin/blog-posts/page: one page of small rows (no body), the total and the counts per status. */
export async function readPostPage(db: Database, view: PostListView, limit: number = POST_LIST_PAGE_SIZE): Promise<PostListPage> {
  const { rows, counts } = await listAdminPostPage(db, view, limit);
  return {
    posts: rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })),
    total: counts[view.status],
    page: view.page,
    limit,
    counts,
  };
}

/** GET /api/admin/categories (no dates: the rows are already the answer). */
export const readCategories: (db: Database) => Promise<AdminCategory[]> = listCategories;
/** GET /api/admin/tags. */
export const readTags: (db: Database) => Promise<AdminTag[]> = listTags;
/** GET /api/admin/authors. */
export const readAuthors: (db: Database) => Promise<AdminAuthor[]> = listAuthors;

/** GET /api/admin/api-keys: masked, newest first. */
export async function readApiKeys(db: Database): Promise<AdminApiKey[]> {
  return (await listApiKeys(db)).map((row) => apiKeyJson(row));
}

/** The Blog Posts tab: the page of posts the address names, the authors, categories and tags it names them by, and when they were read. */
export async function readPostLists(db: Database, view: PostListView): Promise<PostLists> {
  const readAt = new Date().toISOString();
  const [page, authors, categories, tags] = await Promise.all([readPostPage(db, view), readAuthors(db), readCategories(db), readTags(db)]);
  return { page, authors, categories, tags, readAt };
}

const readResource = { categories: readCategories, tags: readTags, authors: readAuthors } satisfies Record<ResourceKind, (db: Database) => Promise<ResourceRow[]>>;

/** The Categories, Tags or Authors tab. */
export function readResourceRows(db: Database, kind: ResourceKind): Promise<ResourceRow[]> {
  return readResource[kind](db);
}
