/** The not-found screen, served with HTTP 404 for every unknown route. */
import { MapPinOff } from "lucide-react";
import type { PageMeta } from "../render/page-meta.ts";

export const notFoundMeta: PageMeta = {
  title: "404 Page Not Found",
  description: "The page you asked for does not exist.",
  noindex: true,
};

export function NotFoundPage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="page-container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        {/* A picture, not a second "404": the heading already says it. */}
        <span className="mb-6 grid h-20 w-20 place-items-center rounded-3xl bg-brand-100 text-brand-600 md:h-24 md:w-24" aria-hidden="true">
          <MapPinOff size={40} strokeWidth={1.75} />
        </span>
        <h1 className="text-3xl md:text-4xl">404 Page Not Found</h1>
        <p className="mt-4 max-w-md text-lg text-slate-600">Did you forget to add the page to the router?</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/" className="btn-primary">
            Go to the home page
          </a>
          <a href="/blog" className="btn-secondary">
            Read the blog
          </a>
        </div>
      </div>
    </section>
  );
}
