/**
 * The page an e-mail's one-purpose link opens (the owner's Mark contacted, the lead's reschedule or cancel): the
 * logo, then one card with an icon in the state's tone, a heading and what can be done. No site header or footer:
 * the page is a single answer, read on a phone straight from the e-mail.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "../layout/logo.tsx";

export type LinkPageTone = "brand" | "green" | "amber" | "slate";

const BADGE: Record<LinkPageTone, string> = {
  brand: "bg-brand-100 text-brand-700",
  green: "bg-emerald-100 text-emerald-700",
  amber: "bg-amber-100 text-amber-800",
  slate: "bg-slate-100 text-slate-600",
};

export function LinkPageCard({
  Icon,
  tone,
  title,
  wide = false,
  centered = false,
  children,
}: {
  Icon: LucideIcon;
  tone: LinkPageTone;
  title: string;
  /** Room for a list of times (640 px instead of 480). */
  wide?: boolean;
  /** A short answer, centred under its icon. */
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <Logo height={40} />
      <section
        aria-labelledby="link-title"
        className={`card mt-8 w-full ${wide ? "max-w-[640px]" : "max-w-[480px]"} p-6 hover:shadow-sm sm:mt-10 sm:p-8 ${centered ? "text-center" : ""}`}
      >
        <span className={`grid h-14 w-14 place-items-center rounded-2xl ${centered ? "mx-auto" : ""} ${BADGE[tone]}`} aria-hidden="true">
          <Icon size={28} strokeWidth={1.75} />
        </span>
        <h1 id="link-title" className="mt-5 text-2xl font-extrabold leading-tight text-slate-900">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
