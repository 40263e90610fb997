/**
 * The admin's small building blocks: denser buttons than the marketing site (40 px, rounded-lg),
 * icon buttons for row actions, status badges and the tab panel's toolbar.
 */
import { LoaderCircle } from "lucide-react";
import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from "react";

const base =
  "keyboard-focus inline-flex h-10 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-4 text-sm font-semibold no-underline transition-colors duration-150 motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/** A text field's or select's look (the dialogs' fields and the lists' search boxes). */
export const controlClass =
  "block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs outline-none transition-colors placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500";

export const buttonClass = {
  primary: `${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50 hover:text-slate-950`,
  danger: `${base} bg-red-700 text-white shadow-sm hover:bg-red-800`,
  ghost: `${base} text-slate-700 hover:bg-slate-100 hover:text-slate-950`,
} as const;

type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof buttonClass;
  /** Shows a spinner and disables the button. */
  pending?: boolean;
};

export function Button({ variant = "secondary", pending = false, className = "", children, disabled, type = "button", ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || pending} aria-busy={pending || undefined} className={`${buttonClass[variant]} ${className}`} {...rest}>
      {pending ? <LoaderCircle aria-hidden="true" size={16} className="animate-spin motion-reduce:animate-none" /> : null}
      {children}
    </button>
  );
}

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  tone?: "default" | "danger";
  children: ReactNode;
};

/** A 36 px square row action with an accessible name and a native tooltip. */
export function IconButton({ label, tone = "default", children, className = "", type = "button", ...rest }: IconButtonProps) {
  const colours = tone === "danger" ? "hover:bg-red-50 hover:text-red-700" : "hover:bg-slate-100 hover:text-slate-900";
  return (
    <button type={type} aria-label={label} title={label} className={`admin-icon-btn ${colours} ${className}`} {...rest}>
      {children}
    </button>
  );
}

/** A small text action in a row (Publish / Unpublish, Activate / Deactivate). */
export function RowTextButton({ className = "", type = "button", ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`admin-row-btn ${className}`} {...rest} />;
}

const badgeTone = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/25",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20",
  red: "bg-red-50 text-red-800 ring-red-600/20",
  blue: "bg-brand-50 text-brand-800 ring-brand-600/20",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof badgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeTone[tone]}`}>{children}</span>
  );
}

/** A coloured dot + label: Published / Draft, Active / Inactive. */
export function StatusBadge({ on, onLabel, offLabel, offTone = "slate" }: { on: boolean; onLabel: string; offLabel: string; offTone?: "slate" | "amber" }) {
  return (
    <Badge tone={on ? "green" : offTone}>
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${on ? "bg-emerald-600" : offTone === "amber" ? "bg-amber-500" : "bg-slate-400"}`} />
      {on ? onLabel : offLabel}
    </Badge>
  );
}

/** A panel's heading with its one-line summary below it. */
export function PanelHeading({ title, headingId, summary, summaryTestId }: { title: string; headingId?: string | undefined; summary?: ReactNode; summaryTestId?: string }) {
  return (
    <div className="min-w-0">
      <h2 id={headingId} className="m-0 text-lg font-bold tracking-normal text-slate-900">
        {title}
      </h2>
      {summary ? (
        <p data-testid={summaryTestId} className="m-0 mt-0.5 text-sm text-slate-500">
          {summary}
        </p>
      ) : null}
    </div>
  );
}

/** The top of a tab panel: its heading, a one-line summary and the main action. */
export function PanelToolbar({ title, headingId, summary, children }: { title: string; headingId?: string; summary?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <PanelHeading title={title} headingId={headingId} summary={summary} />
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

/** What a server-rendered form's answer says at the top of its panel: a success, an error (read out at once), a warning or a note. */
export type PanelNotice = { tone: "success" | "error" | "warning" | "info"; text: string };

const noticeTone: Record<PanelNotice["tone"], string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-red-200 bg-red-50 text-red-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
};

export function NoticeLine({ notice }: { notice: PanelNotice }) {
  return (
    <p role={notice.tone === "error" ? "alert" : "status"} className={`m-0 rounded-lg border px-4 py-3 text-sm font-medium ${noticeTone[notice.tone]}`}>
      {notice.text}
    </p>
  );
}
