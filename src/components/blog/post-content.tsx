/**
 * A post's body: HTML that has been through renderPostContent (the caller's job: sanitized, uploads as
 * <picture>s), set in a reading column with typography for everything the allowlist lets through.
 */

// The typography is the post-prose shortcut (src/render/uno-config.ts): scoped to this wrapper by variants,
// so post HTML needs no classes of its own, and its CSS names one short class rather than sixty long ones.
export function PostContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: post HTML, passed through the one allowlist (src/shared/sanitize-html.ts) when rendered
  return <div className="post-content post-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
