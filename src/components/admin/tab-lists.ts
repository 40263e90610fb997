/**
 * The lists a dashboard tab shows, read on the server so that the tab's first HTML already has its rows.
 * Each is what the tab's island would otherwise fetch: the same queries as the GET /api/admin/* routes
 * and the same JSON, put through JSON as c.json() does, so dates are the ISO strings the island would
 * have received and its hydrating render matches the server's.
 */
import type { JSONParsed } from "hono/utils/types";
import type { Database } from "../../../db/client.ts";
import { listAdminLeads } from "../../../db/queries/admin-leads.ts";
import { listAdminPosts } from "../../../db/queries/admin-posts.ts";
import { listAuthors, listCategories, listTags } from "../../../db/queries/admin-taxonomy.ts";
import { listApiKeys } from "../../../db/queries/api-keys.ts";
import type { ResourceKind } from "../../../islands/admin/resource-config.ts";
import type { AdminApiKey, LeadPage } from "../../../islands/admin/types.ts";
import { LEADS_PAGE_SIZE } from "../../../islands/admin-leads.tsx";
import type { PostLists } from "../../../islands/admin-posts.tsx";
import type { ResourceRow } from "../../../islands/admin-resource.tsx";
import { apiKeyJson } from "../../auth/api-keys.ts";
import { LeadsQuery } from "../../shared/admin-schemas.ts";

/** What the browser gets from c.json(value): dates as ISO strings, undefined fields left out. */
function asJson<T>(value: T): JSONParsed<T> {
  return JSON.parse(JSON.stringify(value)) as JSONParsed<T>;
}

/** GET /api/admin/blog-posts, …/authors, …/categories and …/tags, and when they were read. */
export async function readPostLists(db: Database): Promise<PostLists> {
  const readAt = new Date().toISOString();
  const [posts, authors, categories, tags] = await Promise.all([listAdminPosts(db), listAuthors(db), listCategories(db), listTags(db)]);
  return { ...asJson({ posts, authors, categories, tags }), readAt };
}

const listResource = { categories: listCategories, tags: listTags, authors: listAuthors } satisfies Record<ResourceKind, unknown>;

/** GET /api/admin/categories, …/tags or …/authors. */
export async function readResourceRows(db: Database, kind: ResourceKind): Promise<ResourceRow[]> {
  return asJson(await listResource[kind](db));
}

/** GET /api/admin/api-keys. */
export async function readApiKeys(db: Database): Promise<AdminApiKey[]> {
  return asJson((await listApiKeys(db)).map((row) => apiKeyJson(row)));
}

/** GET /api/admin/leads?page&limit&includeSpam as the Leads island asks for it: 25 a page. */
export async function readLeadPage(db: Database, view: { page: number; includeSpam: boolean }): Promise<LeadPage> {
  const query = LeadsQuery.parse({ page: view.page, limit: LEADS_PAGE_SIZE, includeSpam: String(view.includeSpam) });
  const { leads, total } = await listAdminLeads(db, query);
  // The table's CHECK constraints hold the option columns to the funnel's values, which the query types as text.
  return asJson({ leads, total, page: query.page, limit: query.limit }) as LeadPage;
}
