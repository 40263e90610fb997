/**
 * The strip under a previewed post: "Preview — not published" and when the link stops working. It sticks
 * to the bottom of the window while the post is read and comes to rest above the footer, so it never
 * covers the site's header or footer. A status region, not a landmark: the page keeps one banner, one main.
 */
import { Eye } from "lucide-react";
import { formatPostDate } from "../../blog/blog.ts";
import { timeLeft } from "../../shared/preview-links.ts";

export interface PreviewBarProps {
  expiresAt: Date;
  /** The post's own address once it is public; the bar then links to it. */
  livePath: string | null;
  /** When a scheduled post goes public. */
  scheduledAt: Date | null;
  now: Date;
}

export function PreviewBar({ expiresAt, livePath, scheduledAt, now }: PreviewBarProps) {
  return (
    <div role="status" className="on-dark sticky bottom-0 z-30 border-t border-slate-700 bg-slate-900 text-white shadow-[0_-4px_16px_rgba(15,23,42,0.18)]">
      <div className="page-container flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
        <p className="m-0 inline-flex items-center gap-2 font-semibold">
          <Eye aria-hidden="true" size={18} className="shrink-0 text-brand-300" />
          {livePath ? "Preview — this post is published now" : "Preview — not published"}
        </p>
        <p className="m-0 text-slate-300">
          {`${scheduledAt && !livePath ? `Goes live ${formatPostDate(scheduledAt)} · ` : ""}This link expires ${timeLeft(expiresAt, now)} (${formatPostDate(expiresAt)})`}
        </p>
        {livePath ? (
          <a href={livePath} className="keyboard-focus ml-auto rounded-md font-semibold text-white underline underline-offset-4 hover:text-brand-200">
            Open the published post
          </a>
        ) : null}
      </div>
    </div>
  );
}
