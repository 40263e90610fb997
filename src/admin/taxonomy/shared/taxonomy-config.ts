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

/** A tab's config from its kind: its title, addresses and texts follow the spec's pattern ("New Tag", "No tags yet…"). */
function resource(kind: ResourceKind, singular: string, entity: ResourceConfig["entity"], fields: ResourceField[], columns: ResourceColumn[]): ResourceConfig {
  return {
    title: kind.charAt(0).toUpperCase() + kind.slice(1),
    singular,
    href: `/admin/${kind}`,
    path: `/api/admin/${kind}`,
    entity,
    fields,
    columns,
    newLabel: `New ${singular}`,
    empty: `No ${kind} yet. Create the first one.`,
  };
}

/** The name, and the slug it fills. */
const nameAndSlug = (placeholder: string): ResourceField[] => [
  { name: "name", label: "Name", control: "text", required: true, slugSource: true, placeholder },
  { name: "slug", label: "Slug", control: "text", required: true, isSlug: true, hint: slugHint },
];

const nameAndSlugColumns: ResourceColumn[] = [
  { header: "Name", field: "name" },
  { header: "Slug", field: "slug", mono: true },
];

export const resourceConfig: Record<ResourceKind, ResourceConfig> = {
  categories: resource(
    "categories",
    "Category",
    "category",
    [...nameAndSlug("e.g., Local SEO"), { name: "description", label: "Description", control: "textarea" }],
    [...nameAndSlugColumns, { header: "Description", field: "description", truncate: 80 }],
  ),
  tags: resource("tags", "Tag", "tag", nameAndSlug("e.g., Reviews"), nameAndSlugColumns),
  authors: resource(
    "authors",
    "Author",
    "author",
    [
      { name: "name", label: "Name", control: "text", required: true, placeholder: "e.g., Jane Smith" },
      { name: "bio", label: "Bio", control: "textarea", hint: "Shown in the 'About' box under the author's posts." },
      { name: "imageUrl", label: "Image URL", control: "url", placeholder: "https://…", upload: "Upload author image" },
    ],
    [
      { header: "Name", field: "name" },
      { header: "Bio", field: "bio", truncate: 60 },
      { header: "Image URL", field: "imageUrl", truncate: 40 },
    ],
  ),
};
