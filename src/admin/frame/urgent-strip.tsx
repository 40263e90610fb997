/**
 * One line over every admin page of what needs doing first — leads past the 24-hour promise, follow-ups due,
 * notifications failing — each a link to where it is handled, and the way to the Today page. Calm when nothing
 * is urgent; nothing at all when the counts could not be read (the page itself is not held up for them).
 */

import { ArrowRight } from "lucide-react";
import type { UrgentCounts } from "../../../db/queries/overview.ts";
import { countOf } from "../../shared/admin-format.ts";

export function UrgentStrip({ urgent, failingChannels }: { urgent: UrgentCounts | null; failingChannels: number }) {
  if (!urgent) return null;
  const items: { text: string; href: string }[] = [];
  if (urgent.overdueLeads > 0) items.push({ text: `${countOf(urgent.overdueLeads, "lead", "leads")} past the 24-hour promise`, href: "/admin/leads?status=new" });
  if (urgent.followUpsDue > 0) items.push({ text: `${countOf(urgent.followUpsDue, "follow-up", "follow-ups")} due`, href: "/admin/leads?due=1" });
  if (failingChannels > 0) items.push({ text: `${countOf(failingChannels, "notification channel", "notification channels")} failing`, href: "/admin/notifications" });
  return (
    <nav aria-label="What needs doing" className="border-b border-slate-200 bg-slate-50" data-testid="urgent-strip">
      <div className="mx-auto flex w-full max-w-[1400px] flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        {items.length > 0 ? (
          items.map((item) => (
            <a key={item.href} href={item.href} className="keyboard-focus inline-flex items-center gap-1.5 rounded font-semibold text-red-800 no-underline hover:underline">
              <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-red-600" />
              {item.text}
            </a>
          ))
        ) : (
          <span className="inline-flex items-center gap-1.5 text-slate-600">
            <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-emerald-600" />
            Nothing urgent
          </span>
        )}
        <a href="/admin/overview" className="keyboard-focus ml-auto inline-flex items-center gap-1 rounded font-semibold text-brand-700 no-underline hover:underline">
          Today's overview
          <ArrowRight aria-hidden="true" size={14} />
        </a>
      </div>
    </nav>
  );
}
