/** Admin CRUD for categories, tags and authors. Deleting a category or author keeps its posts (FK set null). */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { authors, categories, tags } from "../schema/index.ts";

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
  bio: string | null;
  imageUrl: string | null;
}

const categoryColumns = { id: categories.id, name: categories.name, slug: categories.slug, description: categories.description, version: categories.version };
const tagColumns = { id: tags.id, name: tags.name, slug: tags.slug, version: tags.version };
const authorColumns = { id: authors.id, name: authors.name, bio: authors.bio, imageUrl: authors.imageUrl, version: authors.version };

export type AdminCategory = CategoryData & { id: number; version: number };
export type AdminTag = TagData & { id: number; version: number };
export type AdminAuthor = AuthorData & { id: number; version: number };

/** After an UPDATE … WHERE id AND version that changed nothing: the row as it is now (stale), or undefined (gone). */
async function staleOrMissing<Row>(written: Row | undefined, readNow: () => Promise<Row[]>): Promise<VersionedWrite<Row>> {
  if (written) return { row: written };
  const [current] = await readNow();
  return current ? { stale: current } : undefined;
}

export function listCategories(db: Database): Promise<AdminCategory[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}
export async function createCategory(db: Database, { version: _new, ...data }: WithVersion<CategoryData>): Promise<AdminCategory> {
  const [row] = await db.insert(categories).values(data).returning(categoryColumns);
  return row!;
}
export async function updateCategory(db: Database, id: number, { version, ...data }: WithVersion<CategoryData>): Promise<VersionedWrite<AdminCategory>> {
  const [row] = await db
    .update(categories)
    .set({ ...data, version: sql`${categories.version} + 1`, updatedAt: new Date() })
    .where(and(eq(categories.id, id), version === undefined ? undefined : eq(categories.version, version)))
    .returning(categoryColumns);
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
  return row!;
}
export async function updateTag(db: Database, id: number, { version, ...data }: WithVersion<TagData>): Promise<VersionedWrite<AdminTag>> {
  const [row] = await db
    .update(tags)
    .set({ ...data, version: sql`${tags.version} + 1` })
    .where(and(eq(tags.id, id), version === undefined ? undefined : eq(tags.version, version)))
    .returning(tagColumns);
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
export async function createAuthor(db: Database, { version: _new, ...data }: WithVersion<AuthorData>): Promise<AdminAuthor> {
  const [row] = await db.insert(authors).values(data).returning(authorColumns);
  return row!;
}
export async function updateAuthor(db: Database, id: number, { version, ...data }: WithVersion<AuthorData>): Promise<VersionedWrite<AdminAuthor>> {
  const [row] = await db
    .update(authors)
    .set({ ...data, version: sql`${authors.version} + 1`, updatedAt: new Date() })
    .where(and(eq(authors.id, id), version === undefined ? undefined : eq(authors.version, version)))
    .returning(authorColumns);
  return staleOrMissing(row, () => db.select(authorColumns).from(authors).where(eq(authors.id, id)));
}
export async function deleteAuthor(db: Database, id: number): Promise<boolean> {
  return (await db.delete(authors).where(eq(authors.id, id)).returning({ id: authors.id })).length > 0;
}
