/**
 * The three simple tabs as data: Categories (Name, Slug, Description), Tags (Name, Slug)
 * and Authors (Name, Bio, Image URL, which can also be uploaded). The server renders any of their lists
 * from it (taxonomy-list.tsx), and the dialog island its form. Each kind's zod schema is kept with the dialog
 * (client/taxonomy-dialog.tsx), which is fetched when first opened.
 */
import type { ResourceKind } from "../../../shared/admin-api.ts";

export interface ResourceField {
  name: string;
  label: string;
  control: "text" | "textarea" | "url";
  required?: boolean;
  /** The name field fills the slug by the site's slug rule (slugify) whenever the name changes. */
  slugSource?: boolean;
  isSlug?: boolean;
  placeholder?: string;
  hint?: string;
  /** An image address that can also be uploaded: the Upload button's accessible name (it starts with "Upload"). */
  upload?: string;
}

export interface ResourceColumn {
  header: string;
  field: string;
  /** Cut to this many characters, '-' when empty (Bio and Image URL). */
  truncate?: number;
  mono?: boolean;
}

export interface ResourceConfig {
  title: string;
  singular: string;
  /** The tab's own page. */
  href: string;
  /** The JSON API the dialogs write to. */
  path: string;
  /** Which of the admin's entity texts its toasts and confirmation use. */
  entity: "category" | "tag" | "author";
  fields: ResourceField[];
  columns: ResourceColumn[];
  newLabel: string;
  empty: string;
}

const slugHint = "Filled from the name; lowercase letters, numbers and hyphens.";

export const resourceConfig: Record<ResourceKind, ResourceConfig> = {
  categories: {
    title: "Categories",
    singular: "Category",
    href: "/admin/categories",
    path: "/api/admin/categories",
    entity: "category",
    fields: [
      { name: "name", label: "Name", control: "text", required: true, slugSource: true, placeholder: "e.g., Local SEO" },
      { name: "slug", label: "Slug", control: "text", required: true, isSlug: true, hint: slugHint },
      { name: "description", label: "Description", control: "textarea" },
    ],
    columns: [
      { header: "Name", field: "name" },
      { header: "Slug", field: "slug", mono: true },
      { header: "Description", field: "description", truncate: 80 },
    ],
    newLabel: "New Category",
    empty: "No categories yet. Create the first one.",
  },
  tags: {
    title: "Tags",
    singular: "Tag",
    href: "/admin/tags",
    path: "/api/admin/tags",
    entity: "tag",
    fields: [
      { name: "name", label: "Name", control: "text", required: true, slugSource: true, placeholder: "e.g., Reviews" },
      { name: "slug", label: "Slug", control: "text", required: true, isSlug: true, hint: slugHint },
    ],
    columns: [
      { header: "Name", field: "name" },
      { header: "Slug", field: "slug", mono: true },
    ],
    newLabel: "New Tag",
    empty: "No tags yet. Create the first one.",
  },
  authors: {
    title: "Authors",
    singular: "Author",
    href: "/admin/authors",
    path: "/api/admin/authors",
    entity: "author",
    fields: [
      { name: "name", label: "Name", control: "text", required: true, placeholder: "e.g., Jane Smith" },
      { name: "bio", label: "Bio", control: "textarea", hint: "Shown in the 'About' box under the author's posts." },
      { name: "imageUrl", label: "Image URL", control: "url", placeholder: "https://…", upload: "Upload author image" },
    ],
    columns: [
      { header: "Name", field: "name" },
      { header: "Bio", field: "bio", truncate: 60 },
      { header: "Image URL", field: "imageUrl", truncate: 40 },
    ],
    newLabel: "New Author",
    empty: "No authors yet. Create the first one.",
  },
};
