/**
 * The funnel section (id "funnel"): heading, one line of intro and a preview of the four questions.
 * The funnel island itself is built in its own issue and goes into the [data-funnel-slot] element.
 */
import { ListChecks } from "lucide-react";
import type { homeFunnel } from "../../content/home.ts";

export function FunnelSection({ content }: { content: typeof homeFunnel }) {
  return (
    <section id={content.id} aria-labelledby={`${content.id}-title`} className="section-y bg-slate-50">
      <div className="page-container">
        <header className="mx-auto max-w-3xl text-center">
          <p className="eyebrow mb-3">{content.eyebrow}</p>
          <h2 id={`${content.id}-title`} className="text-3xl md:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600 md:text-xl">{content.intro}</p>
        </header>
        <div className="card mx-auto mt-10 max-w-3xl p-6 md:mt-12 md:p-10">
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <p className="m-0 flex items-center gap-2 text-lg font-bold text-slate-900">
              <ListChecks aria-hidden="true" size={22} strokeWidth={2} className="text-brand-600" />
              {content.hint}
            </p>
            <p className="m-0 text-sm text-slate-600">{content.note}</p>
          </div>
          <ol className="m-0 mt-6 grid list-none gap-3 p-0 sm:grid-cols-2">
            {content.steps.map((step, index) => (
              <li key={step} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 font-medium text-slate-800">
                <span aria-hidden="true" className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          {/* Funnel island slot: the lead-qualification funnel (its own issue) mounts here. */}
          <div data-funnel-slot="" />
        </div>
      </div>
    </section>
  );
}
