/**
 * The Categories, Tags and Authors tabs, each a page of its own (/admin/categories, /admin/tags, /admin/authors):
 * the list read on the server and rendered as HTML, the dialogs an island woken by the first action.
 */
import type { ResourceKind } from "../../shared/admin-api.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import { readResourceRows } from "../lists.ts";
import { resourceConfig } from "./shared/taxonomy-config.ts";
import { TaxonomyList } from "./taxonomy-list.tsx";

function taxonomyPage(kind: ResourceKind) {
  const { href } = resourceConfig[kind];
  return defineAdminPage({
    tab: kind,
    path: href,
    load: async ({ c }) => ({ kind, rows: await readForPanel(href, () => readResourceRows(c.var.deps.db, kind)) }),
    Panel: TaxonomyList,
  });
}

export const categoriesPage = taxonomyPage("categories");
export const tagsPage = taxonomyPage("tags");
export const authorsPage = taxonomyPage("authors");
