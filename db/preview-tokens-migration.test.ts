/**
 * Migration 0016 keeps preview tokens only as their SHA-256: a database migrated up to the migration before
 * it, with preview links stored the old way (the token itself), is migrated the rest of the way; the links
 * handed out still open their post, by the hash the server computes, and no row holds a token any more.
 * On PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { type DatabaseBeforeTag, openDatabaseBefore } from "../tests/support/migrated-before.ts";
import { type DatabaseHandle, migrateDatabase } from "./client.ts";
import { getPostByPreviewToken, hashPreviewToken, listPreviewLinks, newPreviewToken } from "./queries/post-previews.ts";
import { rowsOf } from "./queries/rows-of.ts";

const HASHED_TAG = "0016_hashed_preview_tokens";

let migrated: DatabaseBeforeTag | undefined;
let database: DatabaseHandle;

beforeAll(async () => {
  migrated = await openDatabaseBefore(HASHED_TAG, { prefix: "migrations-before-hashed-previews-", name: "hashedpreviews" });
  database = migrated.database;
}, 60_000);

afterAll(async () => {
  await migrated?.close();
});

test("links stored before keep opening their post, by their hash; the token itself is gone; the list shows its first characters", async () => {
  const { db } = database;
  // Written as SQL: the schema module describes the newest table, which has no token column.
  const [post] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into blog_posts (title, slug, content, status) values ('Draft before 0016', 'draft-before-0016', '<p>Body</p>', 'draft') returning id`),
  );
  const live = newPreviewToken();
  const revoked = newPreviewToken();
  await db.execute(sql`insert into post_previews (post_id, token, expires_at) values (${post!.id}, ${live}, now() + interval '7 days')`);
  await db.execute(sql`insert into post_previews (post_id, token, expires_at, revoked_at) values (${post!.id}, ${revoked}, now() + interval '7 days', now())`);

  await migrateDatabase(database);

  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from post_previews order by id`));
  expect(rows.map((row) => row.token_hash)).toEqual([hashPreviewToken(live), hashPreviewToken(revoked)]);
  expect(rows.map((row) => row.token_hint)).toEqual([live.slice(0, 6), revoked.slice(0, 6)]);
  expect(rows[0]).not.toHaveProperty("token");
  expect(JSON.stringify(rows)).not.toContain(live);
  expect(JSON.stringify(rows)).not.toContain(revoked);

  expect((await getPostByPreviewToken(db, live))?.post.title).toBe("Draft before 0016");
  expect(await getPostByPreviewToken(db, revoked)).toBeUndefined();
  expect((await listPreviewLinks(db, post!.id)).map((link) => link.tokenHint)).toEqual([live.slice(0, 6)]);
});
