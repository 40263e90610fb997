/** The filled databases test files start from (tests/support/test-database.ts `DatabaseBase`). */
import { seedScalePosts } from "../../db/seed/seed-scale.ts";
import type { DatabaseBase } from "./test-database.ts";

/** How many posts `scalePosts` holds. */
export const SCALE_POSTS = 10_000;
/** The seed's clock: every scale post was published before it. */
export const SCALE_SEEDED_AT = new Date(Date.UTC(2025, 5, 1));

/** 10,000 published posts with their authors, categories and tags (db/seed/seed-scale.ts). */
export const scalePosts: DatabaseBase = {
  name: "scale_posts",
  fill: async (db) => {
    await seedScalePosts(db, { count: SCALE_POSTS, now: SCALE_SEEDED_AT });
  },
};
