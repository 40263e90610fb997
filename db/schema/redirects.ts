/**
 * Redirects answered at the front door, and the log of addresses that answered 404 (what to redirect next).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/**
 * From a path on this site to a path or an absolute http(s) URL. `source` says who made it: the owner
 * (the Redirects tab, its CSV import, the API) or a published post's slug change.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fromPath: text("from_path").notNull().unique(),
    toTarget: text("to_target").notNull(),
    statusCode: integer("status_code").notNull().default(301),
    source: text("source", { enum: ["owner", "slug-change"] })
      .notNull()
      .default("owner"),
    hits: integer("hits").notNull().default(0),
    lastHitAt: at("last_hit_at"),
    version: integer("version").notNull().default(1),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("redirects_status_code_check", sql`${t.statusCode} in (301, 302)`),
    check("redirects_source_check", sql`${t.source} in ('owner', 'slug-change')`),
    check("redirects_not_to_itself", sql`${t.fromPath} <> ${t.toTarget}`),
    index("redirects_to_target_idx").on(t.toTarget),
  ],
);

/**
 * Addresses that answered 404, one row per path (or per group of obvious probes, e.g. every
 * /wp-login.php and /.env), bounded in size: the least recently seen rows go first.
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    /** Set for a probe group: the row stands for every path of the group ("wordpress", "dotfiles", …). */
    probeGroup: text("probe_group"),
    hits: integer("hits").notNull().default(1),
    firstSeenAt: at("first_seen_at").notNull().defaultNow(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    referrerHost: text("referrer_host"),
  },
  (t) => [index("not_found_paths_last_seen_idx").on(t.lastSeenAt.desc()), index("not_found_paths_hits_idx").on(t.hits.desc())],
);
