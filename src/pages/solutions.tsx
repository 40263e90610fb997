/** AI Solutions Store (/solutions): the heading and the external store in a 680 px frame, with a new-tab fallback. */
import { ExternalLink, Store } from "lucide-react";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { solutionsCopy } from "../content/solutions-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { useCopy } from "../site-copy/use-copy.ts";

const PATH = "/solutions";

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function StoreFrame({ store }: { store: typeof solutionsCopy.defaults.store }) {
  const { identity } = useRenderState();
  return (
    <section id="store" aria-labelledby="store-title" className="bg-white pb-14 md:pb-24">
      <div className="page-container">
        <h2 id="store-title" className="sr-only">
          {store.heading}
        </h2>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-slate-50 px-4 py-3 md:px-5">
            <p className="m-0 flex min-w-0 items-center gap-3 text-sm font-medium text-slate-700">
              <span aria-hidden="true" className="hidden gap-1.5 sm:flex">
                <span className="h-3 w-3 rounded-full bg-slate-300" />
                <span className="h-3 w-3 rounded-full bg-slate-300" />
                <span className="h-3 w-3 rounded-full bg-slate-300" />
              </span>
              <Store aria-hidden="true" size={18} strokeWidth={2} className="shrink-0 text-brand-600" />
              <span className="truncate">{hostOf(identity.storeUrl)}</span>
            </p>
            <a href={identity.storeUrl} target="_blank" rel="noopener noreferrer" className="text-link inline-flex min-h-11 items-center gap-1.5 text-sm">
              {store.fallbackLink}
              <ExternalLink aria-hidden="true" size={16} strokeWidth={2} />
            </a>
          </div>
          <iframe
            src={identity.storeUrl}
            title={store.frameTitle}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            // No sandbox: the store is another origin, which the browser already keeps apart from this page,
            // and it needs its own origin's cookies for the cart (a sandbox that keeps them must allow both
            // scripts and same-origin, which undoes the sandbox and is an HTML conformance error). Only the
            // CSP's frame-src lets it in; the permissions below are all it may use.
            allow="payment; clipboard-write"
            className="block h-[680px] w-full border-0 bg-slate-100"
          />
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">{store.fallbackNote}</p>
      </div>
    </section>
  );
}

function SolutionsPage() {
  const { hero, store, help } = useCopy(solutionsCopy);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <StoreFrame store={store} />
      <CtaBand id="store-help" title={help.title} lead={help.lead} actions={help.actions} />
    </>
  );
}

export default definePage({
  path: PATH,
  meta: staticPageMeta((copy) => ({ ...copy.get(solutionsCopy).meta, path: PATH })),
  Page: SolutionsPage,
});
