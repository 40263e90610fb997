/**
 * Where an image is used: its posts (each opening the Blog Posts tab at that post, with a link to the public
 * page once it is published) and its authors. Compact on a card (the first few, then how many more), whole
 * in the dialogs.
 */
import { ExternalLink, FileText, UserPen } from "lucide-react";
import type { MediaUse } from "../../../shared/media.ts";
import { AUTHORS_HREF, authorUses, postEditHref, postPublicHref, postUses, usesSummary } from "./media-format.ts";

const linkClass = "keyboard-focus min-w-0 truncate rounded font-medium text-brand-700 no-underline hover:underline";

export function MediaUses({ uses, limit }: { uses: readonly MediaUse[] /** Shown before "and N more"; all when absent. */; limit?: number }) {
  const summary = usesSummary(uses);
  if (!summary) return <p className="m-0 text-xs text-slate-500">Not used in any post or author</p>;
  const ordered = [...postUses(uses), ...authorUses(uses)];
  const shown = limit === undefined ? ordered : ordered.slice(0, limit);
  const more = ordered.length - shown.length;
  return (
    <div className="grid gap-1 text-xs">
      <p className="m-0 font-semibold text-slate-700">{summary}</p>
      <ul className="m-0 grid list-none gap-1 p-0">
        {shown.map((use) => (
          <li key={`${use.kind}-${use.id}`} className="flex min-w-0 items-center gap-1.5 text-slate-600">
            {use.kind === "post" ? (
              <>
                <FileText aria-hidden="true" size={13} className="shrink-0 text-slate-400" />
                <a href={postEditHref(use)} className={linkClass} title={`Find “${use.title}” in Blog Posts`}>
                  {use.title}
                </a>
                {use.status === "published" ? (
                  <a
                    href={postPublicHref(use)}
                    target="_blank"
                    rel="noopener"
                    className="keyboard-focus inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                    title="View on the site"
                  >
                    <ExternalLink aria-hidden="true" size={13} />
                    <span className="sr-only">View “{use.title}” on the site (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="shrink-0 rounded bg-amber-50 px-1 text-[11px] font-semibold capitalize text-amber-800">{use.status}</span>
                )}
              </>
            ) : (
              <>
                <UserPen aria-hidden="true" size={13} className="shrink-0 text-slate-400" />
                <a href={AUTHORS_HREF} className={linkClass} title="Open Authors">
                  {use.name}
                </a>
                <span className="shrink-0 text-slate-500">(author)</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="m-0 text-slate-500">and {more} more (Edit details lists them all)</p> : null}
    </div>
  );
}
