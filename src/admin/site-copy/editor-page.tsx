/** One document's editor (/admin/site-copy/:key): its form, the real page beside it, publishing and revisions. */
import { z } from "zod";
import { NOT_FOUND } from "../../render/define-page.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { documentFor } from "./copy-actions.ts";
import { CopyEditorView } from "./copy-editor-view.tsx";
import { readEditor } from "./read-editor.ts";

export default defineAdminPage({
  tab: "site-copy",
  title: "Site Copy",
  path: "/admin/site-copy/:key",
  query: z.object({
    done: z
      .string()
      .regex(/^[a-z]{1,20}$/)
      .optional()
      .catch(undefined),
  }),
  framesSelf: true,
  load: async ({ c, query }) => {
    const document = documentFor(c, c.req.param("key") ?? "");
    if (!document) return NOT_FOUND;
    return readEditor(c, document, query.done);
  },
  Panel: ({ data }) => <CopyEditorView data={data} />,
});
