/** A closing call to action on a brand-colour band. */
import type { ReactNode } from "react";
import type { Action } from "../../content/types.ts";
import { ActionLink } from "./action-link.tsx";

export function CtaBand({ id, title, lead, actions, newTabNote }: { id: string; title: string; lead: ReactNode; actions: readonly Action[]; newTabNote?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section-y bg-white">
      <div className="page-container">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-14 text-center shadow-xl md:px-16 md:py-20">
          <h2 id={`${id}-title`} className="text-3xl text-white md:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {actions.map((action, i) => (
              <ActionLink
                key={action.href + action.label}
                action={action}
                newTabNote={newTabNote}
                className={`px-6 text-base sm:text-lg ${i === 0 ? "!bg-white !text-brand-700 hover:!bg-brand-50" : "!border-white/60 !bg-transparent !text-white hover:!bg-white/10"}`}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
