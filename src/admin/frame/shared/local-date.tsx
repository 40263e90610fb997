/**
 * A date in an admin list, in the spec's 'MMM d, yyyy' (or with the time, 'MMM d, yyyy, h:mm a'). The server
 * cannot know the owner's time zone, so it writes the date in UTC inside a <time> that carries the instant;
 * the page script writes it again in the viewer's zone (client/local-dates.ts). With JavaScript off it stays
 * in UTC. Both sides format with one Intl formatter, held to date-fns' 'MMM d, yyyy' by a unit test.
 */

export type LocalDateStyle = "date" | "date-time" | "time" | "weekday-time";

const OPTIONS: Record<LocalDateStyle, Intl.DateTimeFormatOptions> = {
  date: { month: "short", day: "numeric", year: "numeric" },
  "date-time": { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true },
  /** The time of day alone ('h:mm a'), beside a date on a line of its own. */
  time: { hour: "numeric", minute: "2-digit", hour12: true },
  /** A day close to now, by its weekday and without the year ('EEE, MMM d, h:mm a'): a lead's next step. */
  "weekday-time": { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", hour12: true },
};

/**
 * @example formatLocalDate(new Date("2025-01-05T12:00:00Z"), "date", "UTC") // "Jan 5, 2025"
 */
export function formatLocalDate(date: Date, style: LocalDateStyle, timeZone?: string): string {
  // One space everywhere: some Intl versions put a narrow no-break space before AM/PM.
  return formatterFor(style, timeZone).format(date).replace(/\s/g, " ");
}

/** Made once per style and zone: a new Intl.DateTimeFormat costs about 40 times one format() (0.15 ms in Bun). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(style: LocalDateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...OPTIONS[style], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The attribute the page script looks for, with the style as its value. */
export const LOCAL_DATE_ATTRIBUTE = "data-local-date";

/** @example <LocalDate value={key.lastUsedAt} empty="Never" /> */
export function LocalDate({ value, empty = "-", style = "date" }: { value: string | null | undefined; empty?: string; style?: LocalDateStyle }) {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return <>{empty}</>;
  return (
    <time dateTime={date.toISOString()} {...{ [LOCAL_DATE_ATTRIBUTE]: style }}>
      {formatLocalDate(date, style, "UTC")}
    </time>
  );
}
