/**
 * Admin CRUD for categories, tags and authors. Deleting a category or author keeps its posts (FK set null);
 * a new slug leaves a redirect from the archive's old page and feed.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import { type ArchiveKind, archiveFeedPath, archivePath } from "../../src/shared/archive-paths.ts";
import { slugify } from "../../src/shared/slugify.ts";
import type { Database } from "../client.ts";
import { authors, categories, tags } from "../schema/index.ts";
import { applySlugChange, releasePath } from "./redirects.ts";

/** An update's outcome: the row written, the row as it is now when `expectedVersion` was stale (nothing written), or undefined for no such row. */
export type VersionedWrite<Row> = { row: Row } | { stale: Row } | undefined;

/** The version an update names (absent: no check); fields other than the row's own are not written. */
type WithVersion<Data> = Data & { version?: number | undefined };

export interface CategoryData {
  name: string;
  slug: string;
  description: string | null;
}
export interface TagData {
  name: string;
  slug: string;
}
export interface AuthorData {
  name: string;
  /** The author page's address; when not given, made from the name (authorSlugFor). */
  slug?: string | undefined;
  bio: string | null;
  imageUrl: string | null;
}

const categoryColumns = { id: categories.id, name: categories.name, slug: categories.slug, description: categories.description, version: categories.version };
const tagColumns = { id: tags.id, name: tags.name, slug: tags.slug, version: tags.version };
const authorColumns = { id: authors.id, name: authors.name, slug: authors.slug, bio: authors.bio, imageUrl: authors.imageUrl, version: authors.version };

export type AdminCategory = CategoryData & { id: number; version: number };
export type AdminTag = TagData & { id: number; version: number };
export type AdminAuthor = AuthorData & { id: number; slug: string; version: number };

/** After an UPDATE … WHERE id AND version that changed nothing: the row as it is now (stale), or undefined (gone). */
async function staleOrMissing<Row>(written: Row | undefined, readNow: () => Promise<Row[]>): Promise<VersionedWrite<Row>> {
  if (written) return { row: written };
  const [current] = await readNow();
  return current ? { stale: current } : undefined;
}

/**
 * A category's, tag's or author's archive moved with its slug: its old page and feed redirect (301,
 * source slug-change) to the new ones, so links and feed subscriptions keep working — inside the write's
 * transaction, like a post's slug change.
 */
async function followArchive(tx: Database, kind: ArchiveKind, before: string | undefined, after: string | undefined): Promise<void> {
  if (before === undefined || after === undefined || before === after) return;
  await applySlugChange(tx, { fromPath: archivePath(kind, before), toPath: archivePath(kind, after) });
  await applySlugChange(tx, { fromPath: archiveFeedPath(kind, before), toPath: archiveFeedPath(kind, after) });
}

/** A new category's, tag's or author's archive takes its addresses back from redirects an older slug left there. */
async function releaseArchive(db: Database, kind: ArchiveKind, slug: string): Promise<void> {
  await releasePath(db, archivePath(kind, slug));
  await releasePath(db, archiveFeedPath(kind, slug));
}

/** The slug a row has now, locked until the write's transaction ends (undefined: no such row). */
async function lockedSlug(tx: Database, table: typeof categories | typeof tags | typeof authors, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ slug: table.slug }).from(table).where(eq(table.id, id)).for("update");
  return row?.slug;
}

export function listCategories(db: Database): Promise<AdminCategory[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}
export async function createCategory(db: Database, { version: _new, ...data }: WithVersion<CategoryData>): Promise<AdminCategory> {
  const [row] = await db.insert(categories).values(data).returning(categoryColumns);
  await releaseArchive(db, "category", row!.slug);
  return row!;
}
export async function updateCategory(db: Database, id: number, { version, ...data }: WithVersion<CategoryData>): Promise<VersionedWrite<AdminCategory>> {
  const row = await db.transaction(async (tx) => {
    const before = await lockedSlug(tx, categories, id);
    const [written] = await tx
      .update(categories)
      .set({ ...data, version: sql`${categories.version} + 1`, updatedAt: new Date() })
      .where(and(eq(categories.id, id), version === undefined ? undefined : eq(categories.version, version)))
      .returning(categoryColumns);
    await followArchive(tx, "category", before, written?.slug);
    return written;
  });
  return staleOrMissing(row, () => db.select(categoryColumns).from(categories).where(eq(categories.id, id)));
}
export async function deleteCategory(db: Database, id: number): Promise<boolean> {
  return (await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id })).length > 0;
}

export function listTags(db: Database): Promise<AdminTag[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}
export async function createTag(db: Database, { version: _new, ...data }: WithVersion<TagData>): Promise<AdminTag> {
  const [row] = await db.insert(tags).values(data).returning(tagColumns);
  await releaseArchive(db, "tag", row!.slug);
  return row!;
}
export async function updateTag(db: Database, id: number, { version, ...data }: WithVersion<TagData>): Promise<VersionedWrite<AdminTag>> {
  const row = await db.transaction(async (tx) => {
    const before = await lockedSlug(tx, tags, id);
    const [written] = await tx
      .update(tags)
      .set({ ...data, version: sql`${tags.version} + 1` })
      .where(and(eq(tags.id, id), version === undefined ? undefined : eq(tags.version, version)))
      .returning(tagColumns);
    await followArchive(tx, "tag", before, written?.slug);
    return written;
  });
  return staleOrMissing(row, () => db.select(tagColumns).from(tags).where(eq(tags.id, id)));
}
export async function deleteTag(db: Database, id: number): Promise<boolean> {
  return (await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id })).length > 0;
}

export function listAuthors(db: Database): Promise<AdminAuthor[]> {
  return db
    .select(authorColumns)
    .from(authors)
    .orderBy(asc(sql`lower(${authors.name})`), asc(authors.id));
}

/** What slugify() makes of an author's name; "author" for a name with no ASCII letter or digit (as migration 0012 does). */
export function authorSlugBase(name: string): string {
  return slugify(name) || "author";
}

/**
 * The slug an author gets when the admin gives none: the name's, or with -2, -3… the first one no other
 * author has. An author whose slug is already the name's (or one of its numbered forms) keeps it, so
 * saving a bio never moves the author's page. Two authors of one name created at the same instant: the
 * second is refused by the unique key (409), as for a taken slug.
 * @example await authorSlugFor(db, "Maria Costa") // "maria-costa", or "maria-costa-2" when taken
 */
export async function authorSlugFor(db: Pick<Database, "select">, name: string, id?: number): Promise<string> {
  const base = authorSlugBase(name);
  const numbered = sql`${authors.slug} ~ ('^' || ${base} || '-[0-9]+$')`;
  const rows = await db
    .select({ id: authors.id, slug: authors.slug })
    .from(authors)
    .where(or(eq(authors.slug, base), numbered));
  const own = id === undefined ? undefined : rows.find((row) => row.id === id);
  if (own) return own.slug;
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export async function createAuthor(db: Database, { version: _new, ...data }: WithVersion<AuthorData>): Promise<AdminAuthor> {
  const slug = data.slug ?? (await authorSlugFor(db, data.name));
  const [row] = await db
    .insert(authors)
    .values({ ...data, slug })
    .returning(authorColumns);
  await releaseArchive(db, "author", row!.slug);
  return row!;
}
export async function updateAuthor(db: Database, id: number, { version, ...data }: WithVersion<AuthorData>): Promise<VersionedWrite<AdminAuthor>> {
  const row = await db.transaction(async (tx) => {
    const before = await lockedSlug(tx, authors, id);
    const slug = data.slug ?? (await authorSlugFor(tx, data.name, id));
    const [written] = await tx
      .update(authors)
      .set({ ...data, slug, version: sql`${authors.version} + 1`, updatedAt: new Date() })
      .where(and(eq(authors.id, id), version === undefined ? undefined : eq(authors.version, version)))
      .returning(authorColumns);
    await followArchive(tx, "author", before, written?.slug);
    return written;
  });
  return staleOrMissing(row, () => db.select(authorColumns).from(authors).where(eq(authors.id, id)));
}
export async function deleteAuthor(db: Database, id: number): Promise<boolean> {
  return (await db.delete(authors).where(eq(authors.id, id)).returning({ id: authors.id })).length > 0;
}
