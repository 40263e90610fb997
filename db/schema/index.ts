/** The whole database schema; drizzle-kit generates migrations from this module. */
export * from "./admin-settings.ts";
export * from "./audit-log.ts";
export * from "./auth.ts";
export * from "./content.ts";
export * from "./content-version.ts";
export * from "./funnel-stats.ts";
export * from "./lead-pipeline.ts";
export * from "./leads.ts";
export * from "./media.ts";
export * from "./outbox.ts";
export * from "./post-history.ts";
export * from "./published-post-counts.ts";
export * from "./rate-limits.ts";
export * from "./redirects.ts";
export * from "./site-copy.ts";
export * from "./site-search.ts";
export * from "./traffic.ts";
