/** What a page answers with HTTP 503 while the database cannot be reached and the page cache has no copy. */
import type { PageMeta } from "../render/page-meta.ts";

export const unavailableMeta: PageMeta = {
  title: "We'll be right back",
  description: "The site is briefly unavailable.",
  noindex: true,
};

export function UnavailablePage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="page-container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <h1 className="text-3xl md:text-4xl">We'll be right back</h1>
        <p className="mt-4 max-w-md text-lg text-slate-600">This page is briefly unavailable. Please try again in a few seconds.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* biome-ignore lint/a11y/useValidAnchor: href="" is this very page, so the link retries it, with no JavaScript */}
          <a href="" className="btn-primary">
            Try again
          </a>
          <a href="/" className="btn-secondary">
            Go to the home page
          </a>
        </div>
      </div>
    </section>
  );
}
