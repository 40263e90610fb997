/**
 * A post's body: HTML that has been through renderPostContent (the caller's job: sanitized, uploads as
 * <picture>s), set in a reading column with typography for everything the allowlist lets through.
 */

// Scoped to this wrapper by UnoCSS arbitrary variants, so post HTML needs no classes of its own.
const prose = [
  "text-[17px] leading-[1.75] text-slate-700 md:text-lg md:leading-[1.8]",
  "[&>:first-child]:mt-0",
  "[&_p]:my-5",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-slate-900 md:[&_h2]:text-3xl",
  "[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 md:[&_h3]:text-2xl",
  "[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-slate-900",
  "[&_:is(h2,h3,h4)]:scroll-mt-28",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4 [&_a:hover]:decoration-brand-700",
  "[&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-brand-600 [&_a:focus-visible]:rounded-sm",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-2 [&_li]:pl-1 [&_li::marker]:text-brand-600 [&_li>ul]:my-2 [&_li>ol]:my-2",
  "[&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50/60 [&_blockquote]:py-4 [&_blockquote]:pl-6 [&_blockquote]:pr-4 [&_blockquote]:rounded-r-xl",
  "[&_blockquote]:text-xl [&_blockquote]:font-medium [&_blockquote]:leading-relaxed [&_blockquote]:text-slate-900 [&_blockquote_p]:my-0",
  "[&_code]:rounded-md [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-900",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  // An upload's <picture> has no box of its own: its <img> lays out (and is styled) as a bare one would.
  "[&_img]:my-8 [&_img]:block [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_picture]:contents",
  "[&_figure]:my-8 [&_figure_img]:my-0 [&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500",
  "[&_hr]:my-12 [&_hr]:border-slate-200",
  "[&_table]:my-8 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-sm [&_caption]:text-slate-500",
  "[&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
].join(" ");

/** Wide tables scroll inside the column instead of widening the page. */
const tableScroll = "[&_table]:block [&_table]:overflow-x-auto sm:[&_table]:table";

export function PostContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: post HTML, passed through the one allowlist (src/shared/sanitize-html.ts) when rendered
  return <div className={`post-content ${prose} ${tableScroll}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
