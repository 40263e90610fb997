/**
 * Redirects: the admin's list and writes, the whole table for the front door's map, hit counts, CSV
 * import, and the two calls a post's write makes when its address changes.
 *
 * The table is kept collapsed, so that every redirect is answered in one hop: no redirect's target is
 * the from-path of another. Writing A→B when B→C exists stores A→C; writing A→B re-points every X→A to
 * X→B; a write that would close a loop (A→…→A) is refused. Every write takes the table's lock first,
 * so two writers cannot each keep the rule and break it together. A redirect the owner writes may not
 * start where a published post or an archive lives: it would hide it (a post published later at a
 * redirected address takes it back, releasePath).
 */
import { and, asc, count, desc, eq, gt, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { ArchiveKind } from "../../src/shared/archive-paths.ts";
import { parseTarget, type RedirectStatusCode, canonicalPath as toCanonicalPath } from "../../src/shared/redirects.ts";
import type { Database } from "../client.ts";
import { authors, blogPosts, categories, redirects, tags } from "../schema/index.ts";
import { takeExcluded } from "./take-excluded.ts";

export type RedirectSource = "owner" | "slug-change";

export interface RedirectRow {
  id: number;
  fromPath: string;
  toTarget: string;
  statusCode: RedirectStatusCode;
  source: RedirectSource;
  hits: number;
  lastHitAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface RedirectData {
  fromPath: string;
  toTarget: string;
  statusCode: RedirectStatusCode;
}

/** What the front door needs of a redirect. */
export interface RedirectRule {
  fromPath: string;
  toTarget: string;
  statusCode: RedirectStatusCode;
}

/** A write refused for a reason the owner can fix: a loop (400), a from-path taken (409) or a stale version (409). */
export class RedirectRefused extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly field: "fromPath" | "toTarget" | "version",
    /** A stale version's refusal carries the redirect as it is now. */
    readonly current?: RedirectRow,
  ) {
    super(message);
    this.name = "RedirectRefused";
  }
}

const columns = {
  id: redirects.id,
  fromPath: redirects.fromPath,
  toTarget: redirects.toTarget,
  statusCode: sql<RedirectStatusCode>`${redirects.statusCode}`,
  source: redirects.source,
  hits: redirects.hits,
  lastHitAt: redirects.lastHitAt,
  version: redirects.version,
  createdAt: redirects.createdAt,
  updatedAt: redirects.updatedAt,
};

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of redirects, newest first; `q` matches anywhere in the from-path or the target, any case.
 * @example const { rows, total } = await listRedirects(db, { q: "old", page: 1, limit: 25 });
 */
export async function listRedirects(db: Database, query: { q: string; page: number; limit: number }): Promise<{ rows: RedirectRow[]; total: number }> {
  const where = query.q ? or(sql`${redirects.fromPath} ilike ${likePattern(query.q)}`, sql`${redirects.toTarget} ilike ${likePattern(query.q)}`) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(redirects)
      .where(where)
      .orderBy(desc(redirects.createdAt), desc(redirects.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(redirects).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every redirect, as the front door's map holds them. */
export function readRedirectRules(db: Database): Promise<RedirectRule[]> {
  return db.select({ fromPath: redirects.fromPath, toTarget: redirects.toTarget, statusCode: sql<RedirectStatusCode>`${redirects.statusCode}` }).from(redirects);
}

/**
 * Every redirect by from-path, in keyset batches (the CSV export).
 * @example for await (const batch of redirectBatches(db)) …
 */
export async function* redirectBatches(db: Database, batchSize = 1000): AsyncGenerator<RedirectRow[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(redirects)
      .where(after === undefined ? undefined : gt(redirects.fromPath, after))
      .orderBy(asc(redirects.fromPath))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.fromPath;
  }
}

/** Serialises redirect writers for the rest of the transaction; readers (the front door's reload) are not blocked. */
async function lockRedirects(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
}

/** Targets that lead to `path`: the path itself, or the path with a query or a fragment. */
function targetsPath(path: string): SQL {
  return or(eq(redirects.toTarget, path), sql`starts_with(${redirects.toTarget}, ${`${path}?`})`, sql`starts_with(${redirects.toTarget}, ${`${path}#`})`)!;
}

/**
 * Where a redirect from `fromPath` to `toTarget` must point so it is answered in one hop: past the
 * redirect that starts at its target, if any. Refuses a redirect to itself and a loop.
 */
async function collapsedTarget(tx: Database, fromPath: string, toTarget: string, exceptId?: number): Promise<string> {
  const target = parseTarget(toTarget);
  if (target?.kind !== "path") return toTarget;
  if (target.path === fromPath) throw new RedirectRefused(400, "A redirect cannot point to itself", "toTarget");
  const [next] = await tx
    .select({ toTarget: redirects.toTarget })
    .from(redirects)
    .where(and(eq(redirects.fromPath, target.path), exceptId === undefined ? undefined : ne(redirects.id, exceptId)));
  if (next === undefined) return toTarget;
  const onward = parseTarget(next.toTarget);
  if (onward?.kind === "path" && onward.path === fromPath) {
    throw new RedirectRefused(400, `This would make a loop: ${fromPath} → ${target.path} → ${fromPath}`, "toTarget");
  }
  return next.toTarget;
}

/** Every redirect that ends at `fromPath` now goes on to `finalTarget` directly. */
async function repointTo(tx: Database, fromPath: string, finalTarget: string): Promise<void> {
  const final = parseTarget(finalTarget);
  await tx
    .update(redirects)
    .set({ toTarget: finalTarget, version: sql`${redirects.version} + 1`, updatedAt: new Date() })
    .where(and(targetsPath(fromPath), final?.kind === "path" ? ne(redirects.fromPath, final.path) : undefined));
}

async function fromPathTaken(tx: Database, fromPath: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.fromPath, fromPath), exceptId === undefined ? undefined : ne(redirects.id, exceptId)));
  return row !== undefined;
}

const taken = (fromPath: string) => new RedirectRefused(409, `A redirect from ${fromPath} already exists`, "fromPath");

/** A post's address (admin-posts.ts postAddress) and an archive's page or feed (src/shared/archive-paths.ts), as stored canonical. */
const POST_ADDRESS = /^\/blog\/([^/]+)$/;
const ARCHIVE_ADDRESS = /^\/blog\/(category|tag|author)\/([^/]+)(?:\/rss\.xml)?$/;
const ARCHIVE_TABLES = { category: categories, tag: tags, author: authors } as const;
/** Slugs asked about per query: well under any bind-parameter limit, for an import of 10,000 rows. */
const SLUG_CHUNK = 1000;

function slugOf(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The slugs among `slugs` that `read` finds, asked in chunks. */
async function foundSlugs(slugs: Set<string>, read: (chunk: string[]) => Promise<{ slug: string }[]>): Promise<Set<string>> {
  const all = [...slugs];
  const found = new Set<string>();
  for (let i = 0; i < all.length; i += SLUG_CHUNK) for (const row of await read(all.slice(i, i + SLUG_CHUNK))) found.add(row.slug);
  return found;
}

/**
 * Which of these canonical paths a published (or scheduled) post or an archive lives at, each with the
 * reason a redirect from it is refused; paths of no such shape cost no query.
 */
async function livingContent(tx: Database, paths: Iterable<string>): Promise<Map<string, string>> {
  const postSlugs = new Map<string, string>();
  const archiveSlugs: Record<ArchiveKind, Map<string, string[]>> = { category: new Map(), tag: new Map(), author: new Map() };
  for (const path of paths) {
    const post = POST_ADDRESS.exec(path);
    const postSlug = post && slugOf(post[1]!);
    if (postSlug) postSlugs.set(postSlug, path);
    const archive = ARCHIVE_ADDRESS.exec(path);
    const archiveSlug = archive && slugOf(archive[2]!);
    if (archiveSlug) {
      const byKind = archiveSlugs[archive[1] as ArchiveKind];
      byKind.set(archiveSlug, [...(byKind.get(archiveSlug) ?? []), path]);
    }
  }
  const living = new Map<string, string>();
  if (postSlugs.size > 0) {
    const published = await foundSlugs(new Set(postSlugs.keys()), (chunk) =>
      tx
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, "published"), inArray(blogPosts.slug, chunk))),
    );
    for (const slug of published) {
      const path = postSlugs.get(slug)!;
      living.set(path, `From ${path} is a published post's address; a redirect would hide the post`);
    }
  }
  for (const kind of Object.keys(archiveSlugs) as ArchiveKind[]) {
    const slugs = archiveSlugs[kind];
    if (slugs.size === 0) continue;
    const table = ARCHIVE_TABLES[kind];
    const existing = await foundSlugs(new Set(slugs.keys()), (chunk) => tx.select({ slug: table.slug }).from(table).where(inArray(table.slug, chunk)));
    for (const slug of existing) for (const path of slugs.get(slug)!) living.set(path, `From ${path} is the ${kind} archive's address; a redirect would hide it`);
  }
  return living;
}

/** Refuses a redirect from where a post or an archive lives now. */
async function refuseLivingContent(tx: Database, fromPath: string): Promise<void> {
  const reason = (await livingContent(tx, [fromPath])).get(fromPath);
  if (reason !== undefined) throw new RedirectRefused(400, reason, "fromPath");
}

/**
 * @example const row = await createRedirect(db, { fromPath: "/old", toTarget: "/new", statusCode: 301 });
 * @throws RedirectRefused for a loop or a from-path that already has a redirect
 */
export function createRedirect(db: Database, data: RedirectData, source: RedirectSource = "owner"): Promise<RedirectRow> {
  return db.transaction(async (tx) => {
    await lockRedirects(tx);
    if (await fromPathTaken(tx, data.fromPath)) throw taken(data.fromPath);
    await refuseLivingContent(tx, data.fromPath);
    const toTarget = await collapsedTarget(tx, data.fromPath, data.toTarget);
    const [row] = await tx.insert(redirects).values({ fromPath: data.fromPath, toTarget, statusCode: data.statusCode, source }).returning(columns);
    await repointTo(tx, data.fromPath, toTarget);
    return row!;
  });
}

/**
 * The edit of one redirect, if `version` is still its version.
 * @returns the row, or undefined when there is no such redirect
 * @throws RedirectRefused for a loop, a taken from-path or a stale version (with the current row)
 */
export function updateRedirect(db: Database, id: number, data: RedirectData & { version: number }): Promise<RedirectRow | undefined> {
  return db.transaction(async (tx) => {
    await lockRedirects(tx);
    const [current] = await tx.select(columns).from(redirects).where(eq(redirects.id, id));
    if (current === undefined) return undefined;
    if (current.version !== data.version) {
      throw new RedirectRefused(409, "This redirect was changed since the edit began", "version", current);
    }
    if (await fromPathTaken(tx, data.fromPath, id)) throw taken(data.fromPath);
    await refuseLivingContent(tx, data.fromPath);
    const toTarget = await collapsedTarget(tx, data.fromPath, data.toTarget, id);
    const [row] = await tx
      .update(redirects)
      .set({ fromPath: data.fromPath, toTarget, statusCode: data.statusCode, version: sql`${redirects.version} + 1`, updatedAt: new Date() })
      .where(eq(redirects.id, id))
      .returning(columns);
    await repointTo(tx, data.fromPath, toTarget);
    return row;
  });
}

export async function deleteRedirect(db: Database, id: number): Promise<boolean> {
  return (await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id })).length > 0;
}

/** Canonical form of a path a caller passes (a post's address); a path that is none is refused loudly. */
function canonicalOrThrow(path: string): string {
  const canonical = toCanonicalPath(path);
  if (canonical === undefined) throw new Error(`not a path: ${JSON.stringify(path)}`);
  return canonical;
}

/**
 * A published post's address changed, inside the post's own write transaction: the old address
 * redirects (301, source slug-change) to the new one, redirects that ended at the old address now end at
 * the new one, and a redirect from the new address (an older slug of this or another post) goes, so it
 * cannot shadow the live post.
 * @example await applySlugChange(tx, { fromPath: "/blog/old-title", toPath: "/blog/new-title" });
 */
export async function applySlugChange(tx: Database, change: { fromPath: string; toPath: string }): Promise<void> {
  const fromPath = canonicalOrThrow(change.fromPath);
  const toPath = canonicalOrThrow(change.toPath);
  await lockRedirects(tx);
  await tx.delete(redirects).where(eq(redirects.fromPath, toPath));
  if (fromPath === toPath) return;
  await tx
    .insert(redirects)
    .values({ fromPath, toTarget: toPath, statusCode: 301, source: "slug-change" })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toTarget: toPath, statusCode: 301, source: "slug-change", version: sql`${redirects.version} + 1`, updatedAt: new Date() },
    });
  await repointTo(tx, fromPath, toPath);
}

/**
 * A post now lives at `path` (published, or its slug changed to it): a redirect from that path would
 * hide it, so it goes.
 * @example await releasePath(tx, "/blog/my-post");
 */
export async function releasePath(tx: Database, path: string): Promise<void> {
  const canonical = toCanonicalPath(path);
  if (canonical === undefined) return;
  await tx.delete(redirects).where(eq(redirects.fromPath, canonical));
}

/**
 * Adds counted hits (the front door counts them in memory and flushes them together): one statement
 * for the whole batch. A redirect deleted meanwhile just has no row to count on.
 */
export async function addRedirectHits(db: Database, counts: readonly { fromPath: string; hits: number; lastHitAt: Date }[]): Promise<void> {
  if (counts.length === 0) return;
  const values = sql.join(
    counts.map((c) => sql`(${c.fromPath}::text, ${c.hits}::integer, ${c.lastHitAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${redirects} set
      hits = ${redirects.hits} + counted.hits,
      last_hit_at = greatest(${redirects.lastHitAt}, counted.at)
    from (values ${values}) as counted(from_path, hits, at)
    where ${redirects.fromPath} = counted.from_path`);
}

/** One row of an import, already checked field by field; `row` is its row number in the file. */
export interface ImportRow extends RedirectData {
  row: number;
}

/** An import row that cannot be applied (a loop with the table or with an earlier row). */
export class ImportRowRefused extends Error {
  constructor(
    readonly row: number,
    readonly reason: string,
  ) {
    super(`Row ${row}: ${reason}`);
    this.name = "ImportRowRefused";
  }
}

interface TableEntry {
  toTarget: string;
  statusCode: RedirectStatusCode;
  source: RedirectSource;
  exists: boolean;
  changed: boolean;
}

/** The whole table in memory, collapsed as rows are applied, with an index of who points where. */
class CollapsedTable {
  readonly entries = new Map<string, TableEntry>();
  private readonly pointingAt = new Map<string, Set<string>>();

  add(fromPath: string, entry: TableEntry): void {
    this.entries.set(fromPath, entry);
    const path = pathOf(entry.toTarget);
    if (path !== undefined) this.pointers(path).add(fromPath);
  }

  /** Applies one row by the table's rules; a loop throws. */
  apply(row: ImportRow): void {
    let toTarget = row.toTarget;
    const target = pathOf(toTarget);
    if (target === row.fromPath) throw new ImportRowRefused(row.row, "a redirect cannot point to itself");
    const next = target === undefined ? undefined : this.entries.get(target);
    if (next !== undefined) {
      if (pathOf(next.toTarget) === row.fromPath) throw new ImportRowRefused(row.row, `this would make a loop: ${row.fromPath} → ${target} → ${row.fromPath}`);
      toTarget = next.toTarget;
    }
    const previous = this.entries.get(row.fromPath);
    if (previous) this.pointingAt.get(pathOf(previous.toTarget) ?? "")?.delete(row.fromPath);
    this.add(row.fromPath, { toTarget, statusCode: row.statusCode, source: "owner", exists: previous?.exists ?? false, changed: true });
    const finalPath = pathOf(toTarget);
    for (const from of [...(this.pointingAt.get(row.fromPath) ?? [])]) {
      if (from === finalPath) continue;
      const entry = this.entries.get(from)!;
      this.pointingAt.get(row.fromPath)!.delete(from);
      this.add(from, { ...entry, toTarget, changed: true });
    }
  }

  private pointers(path: string): Set<string> {
    const known = this.pointingAt.get(path);
    if (known !== undefined) return known;
    const set = new Set<string>();
    this.pointingAt.set(path, set);
    return set;
  }
}

const pathOf = (target: string) => {
  const parsed = parseTarget(target);
  return parsed?.kind === "path" ? parsed.path : undefined;
};

const IMPORT_CHUNK = 500;

/**
 * Applies imported rows in order, all or nothing: a row whose from-path has a redirect replaces it;
 * chains collapse as for single writes (with the table and with earlier rows); a row from where a post
 * or an archive lives, or a loop, refuses the whole import, naming its row.
 * @throws ImportRowRefused
 */
export function importRedirects(db: Database, rows: readonly ImportRow[]): Promise<{ created: number; updated: number }> {
  return db.transaction(async (tx) => {
    await lockRedirects(tx);
    const living = await livingContent(
      tx,
      rows.map((row) => row.fromPath),
    );
    const hiding = rows.find((row) => living.has(row.fromPath));
    if (hiding) throw new ImportRowRefused(hiding.row, living.get(hiding.fromPath)!);
    const table = new CollapsedTable();
    const existing = await tx.select({ fromPath: redirects.fromPath, toTarget: redirects.toTarget, statusCode: columns.statusCode, source: redirects.source }).from(redirects);
    for (const r of existing) table.add(r.fromPath, { toTarget: r.toTarget, statusCode: r.statusCode, source: r.source, exists: true, changed: false });
    for (const row of rows) table.apply(row);
    const changed = [...table.entries].filter(([, e]) => e.changed);
    const now = new Date();
    for (let i = 0; i < changed.length; i += IMPORT_CHUNK) {
      const values = changed.slice(i, i + IMPORT_CHUNK).map(([fromPath, e]) => ({ fromPath, toTarget: e.toTarget, statusCode: e.statusCode, source: e.source }));
      await tx
        .insert(redirects)
        .values(values)
        .onConflictDoUpdate({
          target: redirects.fromPath,
          set: {
            ...takeExcluded(redirects, ["toTarget", "statusCode", "source"]),
            version: sql`${redirects.version} + 1`,
            updatedAt: now,
          },
        });
    }
    const created = changed.filter(([, e]) => !e.exists).length;
    return { created, updated: changed.length - created };
  });
}
