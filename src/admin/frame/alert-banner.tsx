/** The frame of an alert above every tab of the dashboard: an icon, a heading, what happened, and the way to act. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const TONES = {
  red: { box: "border-red-200 bg-red-50 text-red-950", icon: "text-red-700" },
  amber: { box: "border-amber-300 bg-amber-50 text-amber-950", icon: "text-amber-700" },
} as const;

export function AlertBanner({
  id,
  tone,
  Icon,
  title,
  children,
  actions,
  testId,
}: {
  id: string;
  tone: keyof typeof TONES;
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  const colours = TONES[tone];
  return (
    <section aria-labelledby={`${id}-heading`} className={`mb-4 rounded-xl border px-4 py-3 shadow-sm sm:px-5 ${colours.box}`} data-testid={testId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <Icon aria-hidden="true" size={20} className={`mt-0.5 shrink-0 ${colours.icon}`} />
          <div className="min-w-0">
            <h2 id={`${id}-heading`} className="m-0 text-sm font-bold tracking-normal">
              {title}
            </h2>
            <p className="m-0 mt-0.5 text-sm">{children}</p>
          </div>
        </div>
        {actions}
      </div>
    </section>
  );
}
