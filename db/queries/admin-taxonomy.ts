/** Admin CRUD for categories, tags and authors. Deleting a category or author keeps its posts (FK set null). */
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { authors, categories, tags } from "../schema/index.ts";

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

const categoryColumns = { id: categories.id, name: categories.name, slug: categories.slug, description: categories.description };
const tagColumns = { id: tags.id, name: tags.name, slug: tags.slug };
const authorColumns = { id: authors.id, name: authors.name, bio: authors.bio, imageUrl: authors.imageUrl };

export type AdminCategory = CategoryData & { id: number };
export type AdminTag = TagData & { id: number };
export type AdminAuthor = AuthorData & { id: number };

export function listCategories(db: Database): Promise<AdminCategory[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}
export async function createCategory(db: Database, data: CategoryData): Promise<AdminCategory> {
  const [row] = await db.insert(categories).values(data).returning(categoryColumns);
  return row!;
}
export async function updateCategory(db: Database, id: number, data: CategoryData): Promise<AdminCategory | undefined> {
  const [row] = await db
    .update(categories)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning(categoryColumns);
  return row;
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
export async function createTag(db: Database, data: TagData): Promise<AdminTag> {
  const [row] = await db.insert(tags).values(data).returning(tagColumns);
  return row!;
}
export async function updateTag(db: Database, id: number, data: TagData): Promise<AdminTag | undefined> {
  const [row] = await db.update(tags).set(data).where(eq(tags.id, id)).returning(tagColumns);
  return row;
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
export async function createAuthor(db: Database, data: AuthorData): Promise<AdminAuthor> {
  const [row] = await db.insert(authors).values(data).returning(authorColumns);
  return row!;
}
export async function updateAuthor(db: Database, id: number, data: AuthorData): Promise<AdminAuthor | undefined> {
  const [row] = await db
    .update(authors)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(authors.id, id))
    .returning(authorColumns);
  return row;
}
export async function deleteAuthor(db: Database, id: number): Promise<boolean> {
  return (await db.delete(authors).where(eq(authors.id, id)).returning({ id: authors.id })).length > 0;
}
