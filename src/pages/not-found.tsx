/** The not-found screen, served with HTTP 404 for every unknown route. */
import { MapPinOff } from "lucide-react";
import { errorPagesCopy } from "../content/error-pages-copy.ts";
import type { PageMeta } from "../render/page-meta.ts";
import type { SiteCopy } from "../site-copy/site-copy.ts";
import { useCopy } from "../site-copy/use-copy.ts";

/** The screen's meta as this render's copy has it. */
export function notFoundMetaOf(copy: SiteCopy): PageMeta {
  const { title, description } = copy.get(errorPagesCopy).notFound;
  return { title, description, noindex: true };
}

/** The meta of a fresh install: until the route passes its copy to notFoundMetaOf. */

export function NotFoundPage() {
  const { heading, lead, primary, secondary } = useCopy(errorPagesCopy).notFound;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="page-container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        {/* A picture, not a second "404": the heading already says it. */}
        <span className="mb-6 grid h-20 w-20 place-items-center rounded-3xl bg-brand-100 text-brand-600 md:h-24 md:w-24" aria-hidden="true">
          <MapPinOff size={40} strokeWidth={1.75} />
        </span>
        <h1 className="text-3xl md:text-4xl">{heading}</h1>
        <p className="mt-4 max-w-md text-lg text-slate-600">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={primary.href} className="btn-primary">
            {primary.label}
          </a>
          <a href={secondary.href} className="btn-secondary">
            {secondary.label}
          </a>
        </div>
      </div>
    </section>
  );
}
