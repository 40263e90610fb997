/** /api/admin/tags: {id, name, slug}. Deleting a tag removes it from its posts. */

import { createTag, deleteTag, updateTag } from "../../../db/queries/admin-taxonomy.ts";
import { readTags } from "../../admin/lists.ts";
import { TagInput } from "../../shared/admin-schemas.ts";
import { simpleCrudRoutes } from "./simple-crud.ts";

export const adminTagRoutes = () => simpleCrudRoutes({ thing: "tag", schema: TagInput, list: readTags, create: createTag, update: updateTag, remove: deleteTag });
