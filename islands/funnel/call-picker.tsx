/**
 * The thank-you view's time picker for a lead that chose "schedule a call": the next days with open times in
 * the visitor's own zone (the browser's, named on screen, changeable), a day and a time as real radio groups,
 * and one button that books it (POST /api/calls with the lead's one-use link). A time someone took meanwhile is
 * answered with the next ones; anything else that goes wrong leaves the visitor where the spec's text put them:
 * a lead we contact within 24 hours. Fetched only when the view shows (a chunk of its own).
 */
import { CalendarCheck, Globe } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { SlotDay } from "../../src/shared/call-times.ts";

interface Offer {
  zone: string;
  zoneLabel: string;
  days: SlotDay[];
}

interface BookedCall {
  start: string;
  time: string;
  how: "phone" | "link";
}

export interface CallPickerProps {
  /** The one-use booking link from POST /api/leads. */
  token: string;
}

const BOOK_TIMEOUT_MS = 10_000;

export const callPickerTexts = {
  heading: "Pick a time for your call",
  intro: "Choose when suits you and it's booked: no back-and-forth.",
  book: "Book this call",
  booking: "Booking...",
  noTimes: "No times are open online right now. We will call you within 24 hours to find one.",
  failed: "We could not book that time. Please try again; if it keeps failing, we will call you within 24 hours.",
  unavailable: "We could not load the open times. We will call you within 24 hours to find one.",
} as const;

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function zoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

async function fetchOffer(zone: string): Promise<Offer | null> {
  const res = await fetch(`/api/calls/slots?zone=${encodeURIComponent(zone)}`, { credentials: "include" });
  if (!res.ok) return null;
  const body = (await res.json()) as Offer & { enabled: boolean };
  return body.enabled ? body : { ...body, days: [] };
}

export default function CallPicker({ token }: CallPickerProps) {
  const id = useId();
  const [zone, setZone] = useState<string>(browserZone);
  const [offer, setOffer] = useState<Offer | null | "loading">("loading");
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedCall | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const [choosingZone, setChoosingZone] = useState(false);
  const bookedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    setOffer("loading");
    fetchOffer(zone)
      .then((next) => {
        if (!live) return;
        setOffer(next);
        setDay((current) => (next?.days.some((d) => d.date === current) ? current : (next?.days[0]?.date ?? null)));
      })
      .catch(() => live && setOffer(null));
    return () => {
      live = false;
    };
  }, [zone]);

  useEffect(() => {
    // The picker shrinks to one line: bring that line to the middle of the screen (a sticky header hides the top) and read it out.
    if (!booked) return;
    bookedRef.current?.scrollIntoView({ block: "center" });
    bookedRef.current?.focus({ preventScroll: true });
  }, [booked]);

  async function book() {
    if (!start || pending) return;
    setPending(true);
    setProblem(null);
    try {
      const res = await fetch("/api/calls", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token, start, zone }),
        signal: AbortSignal.timeout(BOOK_TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => null)) as { call?: BookedCall; error?: string; days?: SlotDay[]; zone?: string } | null;
      if (res.status === 201 && body?.call) {
        setBooked(body.call);
        return;
      }
      if ((res.status === 409 || res.status === 422) && body?.days) {
        // Taken meanwhile or no longer open: the next times, to choose again.
        const days = body.days;
        setOffer((current) => (current && current !== "loading" ? { ...current, days } : current));
        setDay((current) => (days.some((d) => d.date === current) ? current : (days[0]?.date ?? null)));
        setStart(null);
        setProblem(body.error ?? callPickerTexts.failed);
        return;
      }
      if (res.status === 404 || res.status === 410 || res.status === 400 || (res.status === 409 && body?.error)) {
        setClosed(body?.error ?? callPickerTexts.failed);
        return;
      }
      setProblem(body?.error ?? callPickerTexts.failed);
    } catch {
      setProblem(callPickerTexts.failed);
    } finally {
      setPending(false);
    }
  }

  const headingId = `${id}-heading`;
  const shell = (children: React.ReactNode) => (
    <section aria-labelledby={headingId} className="mx-auto mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-xs md:p-6">
      <h4 id={headingId} className="m-0 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarCheck aria-hidden="true" size={20} className="shrink-0 text-brand-600" />
        {booked ? "Your call is booked" : callPickerTexts.heading}
      </h4>
      {children}
    </section>
  );

  if (booked) {
    return shell(
      <p ref={bookedRef} tabIndex={-1} className="m-0 mt-3 text-base text-slate-700 outline-none" data-call-booked="">
        <span className="font-semibold text-slate-900">{booked.time}</span>.{" "}
        {booked.how === "phone" ? "We will call you then at the number you gave." : "The meeting link is in the confirmation we e-mail you."}
      </p>,
    );
  }
  if (closed) return shell(<p className="m-0 mt-3 text-base text-slate-700">{closed}</p>);
  if (offer === "loading") return shell(<p className="m-0 mt-3 text-sm text-slate-600">Loading open times…</p>);
  if (offer === null) return shell(<p className="m-0 mt-3 text-base text-slate-700">{callPickerTexts.unavailable}</p>);
  if (offer.days.length === 0) return shell(<p className="m-0 mt-3 text-base text-slate-700">{callPickerTexts.noTimes}</p>);

  const shown = offer.days.find((d) => d.date === day) ?? offer.days[0]!;
  return shell(
    <>
      <p className="m-0 mt-1 text-sm text-slate-600">{callPickerTexts.intro}</p>
      <div className="mt-3 text-sm text-slate-700">
        <p className="m-0 flex items-start gap-2">
          <Globe aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-slate-500" />
          <span>
            Times are in <span className="font-semibold text-slate-900">{offer.zoneLabel}</span>.{" "}
            <button
              type="button"
              className="keyboard-focus cursor-pointer rounded border-0 bg-transparent p-0 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              aria-expanded={choosingZone}
              aria-controls={`${id}-zone`}
              onClick={() => setChoosingZone((open) => !open)}
            >
              Change time zone
            </button>
          </span>
        </p>
        {choosingZone ? (
          <label className="mt-2 flex min-w-0 flex-col gap-1">
            <span className="font-semibold text-slate-900">Time zone</span>
            <select
              id={`${id}-zone`}
              value={zone}
              onChange={(e) => setZone(e.target.value)}
              className="keyboard-focus h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800"
            >
              {zoneChoices(offer.zone).map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <fieldset className="m-0 mt-4 min-w-0 border-0 p-0">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Day</legend>
        <div className="flex gap-2 overflow-x-auto pb-1">
          {offer.days.map((d) => (
            <label key={d.date} className="radio-tile min-w-[4.5rem] shrink-0 flex-col items-center px-3 py-2 text-center has-[:checked]:bg-brand-50">
              <input
                type="radio"
                name={`${id}-day`}
                value={d.date}
                checked={d.date === shown.date}
                onChange={() => {
                  setDay(d.date);
                  setStart(null);
                }}
                aria-label={d.label}
                className="radio-tile-input"
              />
              <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">{d.short}</span>
              <span className="text-sm font-semibold text-slate-900">{d.dayMonth}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="m-0 mt-4 min-w-0 border-0 p-0">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Times on {shown.label}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {shown.slots.map((slot) => (
            <label key={slot.start} className="radio-tile-time">
              <input type="radio" name={`${id}-time`} value={slot.start} checked={slot.start === start} onChange={() => setStart(slot.start)} className="radio-tile-input" />
              {slot.time}
            </label>
          ))}
        </div>
      </fieldset>
      {problem ? (
        <p role="alert" className="m-0 mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problem}
        </p>
      ) : null}
      <button type="button" className="btn-primary mt-5 w-full sm:w-auto" disabled={!start || pending} onClick={book}>
        {pending ? callPickerTexts.booking : callPickerTexts.book}
      </button>
    </>,
  );
}
