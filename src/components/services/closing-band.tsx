/**
 * The closing call to action of the service pages: a brand-colour card on a light section, the title and
 * lead on the left, and on the right either the sales phone (the call-us section) or the page's buttons.
 */
import { PhoneCall } from "lucide-react";
import type { ReactNode } from "react";
import { telHref } from "../../content/identity.ts";
import type { Action } from "../../content/types.ts";

function BandLink({ action, primary }: { action: Action; primary: boolean }) {
  return (
    <a
      href={action.href}
      className={
        primary
          ? "btn w-full px-6 text-lg sm:w-auto bg-white text-brand-700 shadow-sm hover:bg-brand-50"
          : "btn w-full px-6 text-lg sm:w-auto border border-white/60 bg-transparent text-white hover:bg-white/10"
      }
    >
      {action.label}
    </a>
  );
}

function Band({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section-y bg-slate-50">
      <div className="page-container">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-5 py-10 shadow-xl sm:px-8 md:px-14 md:py-16">
          <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-teal-400/20 blur-3xl" />
          <div className="relative grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
            <div>
              <h2 id={`${id}-title`} className="text-3xl text-white md:text-4xl">
                {title}
              </h2>
              <p className="mt-4 max-w-xl text-lg text-brand-100">{lead}</p>
            </div>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The call-us section: the sales phone as a big tel: link, the hours, and a Contact Us link. `phoneTitle`
 * heads the phone's box; `phoneLabel` is read before the number by screen readers ("Call sales at").
 */
export function CallUsBand({
  id,
  title,
  lead,
  phone,
  hours,
  contact,
  phoneTitle,
  phoneLabel,
}: {
  id: string;
  title: string;
  lead: string;
  phone: string;
  hours: string;
  contact: Action;
  phoneTitle: string;
  phoneLabel: string;
}) {
  return (
    <Band id={id} title={title} lead={lead}>
      <div className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 sm:p-6 md:p-8">
        <p className="m-0 text-sm font-semibold uppercase tracking-wider text-brand-100">{phoneTitle}</p>
        <a
          href={telHref(phone)}
          className="mt-3 inline-flex items-center gap-3 whitespace-nowrap rounded-lg text-xl font-extrabold tracking-tight text-white no-underline outline-none hover:underline focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-4 focus-visible:outline-white sm:text-3xl"
        >
          <PhoneCall aria-hidden="true" size={26} strokeWidth={2} className="shrink-0 text-teal-300" />
          <span>
            <span className="sr-only">{`${phoneLabel} `}</span>
            {phone}
          </span>
        </a>
        <p className="m-0 mt-2 text-[15px] text-brand-100">{hours}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <BandLink action={contact} primary />
        </div>
      </div>
    </Band>
  );
}

/** A closing band with buttons (the first one filled). */
export function ActionBand({ id, title, lead, actions }: { id: string; title: string; lead: string; actions: readonly Action[] }) {
  return (
    <Band id={id} title={title} lead={lead}>
      <div className="flex flex-wrap gap-3 lg:justify-end">
        {actions.map((action, i) => (
          <BandLink key={action.href + action.label} action={action} primary={i === 0} />
        ))}
      </div>
    </Band>
  );
}
