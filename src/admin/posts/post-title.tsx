/**
 * A Blog Posts row's title: a link to the live post (a new tab) when the post is public, plain text
 * otherwise. Where a title leads is decided by one function, titleLink, so a draft's preview link is one
 * more case there.
 */
import { ExternalLink } from "lucide-react";
import type { AdminPostRow } from "../../shared/admin-api.ts";

/** Published with a time still ahead: public only from then. */
export function isScheduled(post: Pick<AdminPostRow, "status" | "publishedAt">, now: number): boolean {
  return post.status === "published" && post.publishedAt !== null && Date.parse(post.publishedAt) > now;
}

export interface TitleLink {
  href: string;
  /** Said after the title to assistive technology (in the link's name, not its text), and shown as its tooltip. */
  description: string;
}

/** Where the title leads, or null: the public page of a post that is live. */
export function titleLink(post: AdminPostRow, now: number): TitleLink | null {
  if (post.status !== "published" || isScheduled(post, now)) return null;
  return { href: `/blog/${encodeURIComponent(post.slug)}`, description: "View the live post (opens in a new tab)" };
}

export function PostTitleCell({ post, link }: { post: AdminPostRow; link: TitleLink | null }) {
  const text = "block font-medium text-slate-900 md:truncate";
  if (!link) {
    return (
      <span className={text} title={post.title}>
        {post.title}
      </span>
    );
  }
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener"
      title={link.description}
      aria-label={`${post.title} — ${link.description}`}
      className="keyboard-focus group inline-flex max-w-full items-center gap-1.5 rounded no-underline hover:underline"
    >
      <span className={text}>{post.title}</span>
      <ExternalLink aria-hidden="true" size={13} className="shrink-0 text-slate-400 group-hover:text-brand-700" />
    </a>
  );
}
