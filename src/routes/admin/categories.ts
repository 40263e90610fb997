/** /api/admin/categories: {id, name, slug, description}. Deleting one keeps its posts (they show 'Unknown'). */

import { createCategory, deleteCategory, updateCategory } from "../../../db/queries/admin-taxonomy.ts";
import { readCategories } from "../../admin/lists.ts";
import { CategoryInput } from "../../shared/admin-schemas.ts";
import { simpleCrudRoutes } from "./simple-crud.ts";

export const adminCategoryRoutes = () =>
  simpleCrudRoutes({ thing: "category", schema: CategoryInput, list: readCategories, create: createCategory, update: updateCategory, remove: deleteCategory });
