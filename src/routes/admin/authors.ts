/** /api/admin/authors: {id, name, bio, imageUrl}. Deleting one keeps their posts (they show 'Unknown'). */

import { createAuthor, deleteAuthor, updateAuthor } from "../../../db/queries/admin-taxonomy.ts";
import { readAuthors } from "../../admin/lists.ts";
import { AuthorInput } from "../../shared/admin-schemas.ts";
import { simpleCrudRoutes } from "./simple-crud.ts";

export const adminAuthorRoutes = () =>
  simpleCrudRoutes({ thing: "author", schema: AuthorInput, list: readAuthors, create: createAuthor, update: updateAuthor, remove: deleteAuthor });
