/** /api/admin/categories: {id, name, slug, description}. Deleting one keeps its posts (they show 'Unknown'). */
import { createCategory, deleteCategory, listCategories, updateCategory } from "../../../db/queries/admin-taxonomy.ts";
import { CategoryInput } from "../../shared/admin-schemas.ts";
import { simpleCrudRoutes } from "./simple-crud.ts";

export const adminCategoryRoutes = () =>
  simpleCrudRoutes({ thing: "category", schema: CategoryInput, list: listCategories, create: createCategory, update: updateCategory, remove: deleteCategory });
