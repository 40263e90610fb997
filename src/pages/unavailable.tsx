/** What a page answers with HTTP 503 while the database cannot be reached and the page cache has no copy. */
import { errorPagesCopy } from "../content/error-pages-copy.ts";
import type { PageMeta } from "../render/page-meta.ts";
import type { SiteCopy } from "../site-copy/site-copy.ts";
import { useCopy } from "../site-copy/use-copy.ts";

/** The page's meta as this render's copy has it (the copy last read: the database is out of reach). */
export function unavailableMetaOf(copy: SiteCopy): PageMeta {
  const { title, description } = copy.get(errorPagesCopy).unavailable;
  return { title, description, noindex: true };
}

/** The meta of a fresh install: until the route passes its copy to unavailableMetaOf. */

export function UnavailablePage() {
  const { heading, lead, retry, home } = useCopy(errorPagesCopy).unavailable;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="page-container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <h1 className="text-3xl md:text-4xl">{heading}</h1>
        <p className="mt-4 max-w-md text-lg text-slate-600">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* biome-ignore lint/a11y/useValidAnchor: href="" is this very page, so the link retries it, with no JavaScript */}
          <a href="" className="btn-primary">
            {retry}
          </a>
          <a href={home.href} className="btn-secondary">
            {home.label}
          </a>
        </div>
      </div>
    </section>
  );
}
