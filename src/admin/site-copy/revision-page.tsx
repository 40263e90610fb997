/**
 * One revision of a document (/admin/site-copy/:key/revisions/:id): what it changed from the revision before
 * it (or from the defaults), field by field, and Restore, which publishes it again as a new revision.
 */
import { z } from "zod";
import { previousCopyRevision, readCopyRevision } from "../../../db/queries/site-copy.ts";
import { NOT_FOUND } from "../../render/define-page.ts";
import { humanize } from "../../site-copy/define-copy.ts";
import { documentWith } from "../../site-copy/site-copy.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { buttonClass } from "../frame/shared/ui.tsx";
import { documentFor } from "./copy-actions.ts";
import { copyChanges, type FieldChange } from "./copy-diff.ts";
import { copyEditorHref, SITE_COPY_API, SITE_COPY_PAGE } from "./copy-paths.ts";

interface RevisionData {
  key: string;
  title: string;
  id: number;
  kind: string;
  liveFrom: string;
  changes: FieldChange[];
  comparedWith: "previous" | "defaults";
}

function RevisionView({ data }: { data: RevisionData }) {
  return (
    <div className="grid gap-5">
      <nav aria-label="Breadcrumb" className="text-sm">
        <a href={SITE_COPY_PAGE} className="font-medium text-brand-700 underline">
          Site Copy
        </a>{" "}
        <span aria-hidden="true">›</span>{" "}
        <a href={copyEditorHref(data.key)} className="font-medium text-brand-700 underline">
          {data.title}
        </a>{" "}
        <span aria-hidden="true">›</span> Revision {data.id}
      </nav>
      <h2 className="m-0 text-xl font-bold text-slate-900">
        {humanize(data.kind)}: live from <LocalDate value={data.liveFrom} style="date-time" />
      </h2>
      <p className="m-0 text-sm text-slate-600">
        {data.changes.length === 0 ? "This revision changed nothing" : `${data.changes.length} ${data.changes.length === 1 ? "field differs" : "fields differ"}`} from{" "}
        {data.comparedWith === "previous" ? "the revision before it" : "the site's default copy"}.
      </p>
      {data.changes.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Field
                </th>
                <th scope="col" className="px-3 py-2">
                  Before
                </th>
                <th scope="col" className="px-3 py-2">
                  This revision
                </th>
              </tr>
            </thead>
            <tbody>
              {data.changes.map((change) => (
                <tr key={change.path} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-3 py-2 font-mono text-xs font-normal text-slate-700">
                    {change.path}
                  </th>
                  <td className="px-3 py-2 text-red-800">{change.before === null ? <em>(none)</em> : <del className="decoration-red-400">{change.before}</del>}</td>
                  <td className="px-3 py-2 text-emerald-800">{change.after === null ? <em>(none)</em> : <ins className="no-underline">{change.after}</ins>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <form method="post" action={`${SITE_COPY_API}/${data.key}/revisions/${data.id}/restore-form`}>
        <button type="submit" className={buttonClass.primary}>
          Restore and publish this version
        </button>
      </form>
    </div>
  );
}

export default defineAdminPage({
  tab: "site-copy",
  title: "Site Copy",
  path: "/admin/site-copy/:key/revisions/:id",
  query: z.object({}),
  load: async ({ c }) => {
    const document = documentFor(c, c.req.param("key") ?? "");
    const id = Number(c.req.param("id"));
    if (!document || !Number.isSafeInteger(id) || id < 1) return NOT_FOUND;
    const { db } = c.var.deps;
    const revision = await readCopyRevision(db, document.key, id);
    if (!revision) return NOT_FOUND;
    const previous = await previousCopyRevision(db, document.key, id);
    return {
      key: document.key,
      title: document.title,
      id,
      kind: revision.kind,
      liveFrom: revision.liveFrom.toISOString(),
      changes: copyChanges(documentWith(document, previous?.overrides ?? {}), documentWith(document, revision.overrides)),
      comparedWith: previous ? ("previous" as const) : ("defaults" as const),
    };
  },
  Panel: ({ data }) => <RevisionView data={data} />,
});
