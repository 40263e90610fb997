/** The `Link` header of a paged JSON list (rel first, prev, next, last), as GitHub's API sends it. */

/**
 * Each link keeps the request's own parameters and changes only `page`, so a client follows rel="next"
 * through the same search and filters; a `limit` the request asked for reads as applied (capped).
 * @example c.header("Link", pageLinks(new URL(c.req.url), 2, 40, 25)); // first, prev (1), next (3), last (40)
 */
export function pageLinks(url: URL, page: number, pageCount: number, limit: number): string {
  const at = (p: number) => {
    const next = new URL(url);
    if (next.searchParams.has("limit")) next.searchParams.set("limit", String(limit));
    next.searchParams.set("page", String(p));
    return `<${next.pathname}${next.search}>`;
  };
  const links = [`${at(1)}; rel="first"`];
  if (page > 1) links.push(`${at(Math.min(page - 1, pageCount))}; rel="prev"`);
  if (page < pageCount) links.push(`${at(page + 1)}; rel="next"`);
  links.push(`${at(pageCount)}; rel="last"`);
  return links.join(", ");
}
