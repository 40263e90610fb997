/**
 * The site's pages outside the blog, each at its one address: what the sitemap must list (tests/app.test.ts)
 * and what the Lighthouse audit visits (tests/bench/audit.ts), so that a page added to one is not missed by the other.
 */
export const SITE_PAGES = [
  "/",
  "/biziagent-ai",
  "/trust-builder",
  "/local-boost-seo",
  "/solutions",
  "/login",
  "/about-us",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/business-scan.html",
] as const;
