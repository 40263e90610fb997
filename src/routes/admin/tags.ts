/** /api/admin/tags: {id, name, slug}. Deleting a tag removes it from its posts. */
import { createTag, deleteTag, listTags, updateTag } from "../../../db/queries/admin-taxonomy.ts";
import { TagInput } from "../../shared/admin-schemas.ts";
import { simpleCrudRoutes } from "./simple-crud.ts";

export const adminTagRoutes = () => simpleCrudRoutes({ thing: "tag", schema: TagInput, list: listTags, create: createTag, update: updateTag, remove: deleteTag });
