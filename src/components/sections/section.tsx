/** A page section: background tone, optional eyebrow, an h2 title and lead, then the content. */
import type { ReactNode } from "react";

export type SectionTone = "white" | "muted" | "brand" | "danger" | "dark";

const toneClasses: Record<SectionTone, { section: string; title: string; lead: string; eyebrow: string }> = {
  white: { section: "bg-white", title: "", lead: "text-slate-600", eyebrow: "text-brand-700" },
  muted: { section: "bg-slate-50", title: "", lead: "text-slate-600", eyebrow: "text-brand-700" },
  brand: { section: "on-dark bg-brand-700 text-brand-50", title: "text-white", lead: "text-brand-100", eyebrow: "text-brand-100" },
  // #B91C1C (red-700) keeps white text above 4.5:1; the brand brief asks for a strong red.
  danger: { section: "on-dark bg-red-700 text-red-50", title: "text-white", lead: "text-red-50", eyebrow: "text-red-100" },
  dark: { section: "on-dark bg-slate-900 text-slate-300", title: "text-white", lead: "text-slate-300", eyebrow: "text-brand-300" },
};

export interface SectionProps {
  /** Also used to label the section for assistive technology. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  tone?: SectionTone;
  align?: "center" | "left";
  children?: ReactNode;
  className?: string;
}

export function Section({ id, title, eyebrow, lead, tone = "white", align = "center", children, className = "" }: SectionProps) {
  const t = toneClasses[tone];
  const headerAlign = align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`section-y ${t.section} ${className}`.trim()}>
      <div className="page-container">
        <header className={`${headerAlign} mb-10 md:mb-14`}>
          {eyebrow ? <p className={`mb-3 text-sm font-semibold uppercase tracking-wider ${t.eyebrow}`}>{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className={`text-3xl md:text-4xl ${t.title}`.trim()}>
            {title}
          </h2>
          {lead ? <p className={`mt-4 text-lg md:text-xl ${t.lead}`}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
