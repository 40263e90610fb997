/**
 * One row, one number: the version of everything a public page shows. Triggers on the content tables
 * (migration 0002) bump it in the writing transaction and announce it with NOTIFY content_version,
 * so that every instance's page cache knows, at commit, that what it holds is out of date.
 */
import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable } from "drizzle-orm/pg-core";

export const CONTENT_VERSION_CHANNEL = "content_version";

export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);
