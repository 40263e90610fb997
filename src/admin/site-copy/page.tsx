/** The Site Copy tab (/admin/site-copy): the documents the owner edits, and moving all of them between sites. */
import { z } from "zod";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readCopyList } from "./copy-actions.ts";
import type { CopyListData } from "./copy-list-view.tsx";
import { CopyListView } from "./copy-list-view.tsx";
import { SITE_COPY_PAGE } from "./copy-paths.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** An import's answer shown on the list (what failed, or what changed). */
    copyListState: Pick<CopyListData, "notice" | "importIssues">;
  }
}

export default defineAdminPage({
  tab: "site-copy",
  path: SITE_COPY_PAGE,
  query: z.object({
    imported: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional()
      .catch(undefined),
  }),
  load: async ({ c, query }): Promise<CopyListData> => {
    const rows = await readCopyList(c);
    const posted = c.get("copyListState");
    const notice =
      posted?.notice ??
      (query.imported !== undefined
        ? {
            tone: "success" as const,
            text: query.imported === "0" ? "Imported: the file matched the live copy, so nothing changed." : `Imported and published: ${query.imported} changed.`,
          }
        : null);
    return { rows, notice, importIssues: posted?.importIssues ?? [] };
  },
  Panel: ({ data }) => <CopyListView data={data} />,
});
