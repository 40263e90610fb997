/**
 * Two versions of a post's words side by side for the editor's comparisons (another tab's save, a revision):
 * short fields as "before / after" pairs, long ones as a line diff. Added and removed lines are marked by a
 * sign and by words a screen reader says (ins/del with "Added"/"Removed"), not by colour alone; long runs of
 * unchanged lines fold to a count.
 */
import { diffCounts, diffLines } from "./text-diff.ts";

/** Unchanged lines shown around each change; longer unchanged runs fold. */
const CONTEXT_LINES = 2;

export type FieldDifference = { label: string; before: string; after: string; long?: boolean | undefined };

type Row = { kind: "same" | "added" | "removed"; text: string } | { kind: "folded"; count: number };

function withFolds(lines: ReturnType<typeof diffLines>): Row[] {
  const rows: Row[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i]!.kind !== "same") {
      rows.push(lines[i++]!);
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end]!.kind === "same") end++;
    const keepStart = i === 0 ? 0 : CONTEXT_LINES;
    const keepEnd = end === lines.length ? 0 : CONTEXT_LINES;
    if (end - i > keepStart + keepEnd + 1) {
      rows.push(...lines.slice(i, i + keepStart), { kind: "folded", count: end - i - keepStart - keepEnd }, ...lines.slice(end - keepEnd, end));
    } else rows.push(...lines.slice(i, end));
    i = end;
  }
  return rows;
}

const changeLook = {
  added: { Tag: "ins", sign: "+", said: "Added: ", tone: "bg-emerald-50 text-emerald-900" },
  removed: { Tag: "del", sign: "−", said: "Removed: ", tone: "bg-red-50 text-red-900" },
} as const;

/** An added or removed line: its sign for the eye, its word for a screen reader, its colour last. */
function ChangedLine({ kind, text }: { kind: keyof typeof changeLook; text: string }) {
  const { Tag, sign, said, tone } = changeLook[kind];
  return (
    <Tag className={`flex ${tone} no-underline`}>
      <span aria-hidden="true" className="w-6 shrink-0 select-none text-center font-bold">
        {sign}
      </span>
      <span className="sr-only">{said}</span>
      <span className="whitespace-pre-wrap break-all pr-3">{text || " "}</span>
    </Tag>
  );
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** A line diff from `before` to `after`. */
export function LineDiff({ before, after, beforeName, afterName }: { before: string; after: string; beforeName: string; afterName: string }) {
  const lines = diffLines(before, after);
  const { added, removed } = diffCounts(lines);
  return (
    <div className="grid gap-1.5">
      <p className="m-0 text-xs text-slate-600">
        <span className="font-semibold text-red-800">− {removed}</span> only in {lowerFirst(beforeName)} · <span className="font-semibold text-emerald-800">+ {added}</span> only in{" "}
        {lowerFirst(afterName)}
      </p>
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white font-mono text-xs leading-5" data-testid="line-diff">
        {withFolds(lines).map((row, index) =>
          row.kind === "folded" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed rendering of two texts; index is their identity
            <div key={index} className="select-none border-y border-slate-100 bg-slate-50 px-3 text-slate-600">
              … {row.count} unchanged {row.count === 1 ? "line" : "lines"} …
            </div>
          ) : row.kind !== "same" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <ChangedLine key={index} kind={row.kind} text={row.text} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className="flex text-slate-600">
              <span aria-hidden="true" className="w-6 shrink-0" />
              <span className="whitespace-pre-wrap break-all pr-3">{row.text || " "}</span>
            </div>
          ),
        )}
      </div>
    </div>
  );
}

/** The fields that differ, each as a pair (short) or a line diff (long); "(empty)" for a blank side. */
export function FieldDifferences({
  differences,
  beforeName,
  afterName,
  headingLevel = 4,
}: {
  differences: FieldDifference[];
  beforeName: string;
  afterName: string;
  /** The level of each field's heading: one below the heading the comparison sits under. */
  headingLevel?: 4 | 5;
}) {
  const Heading = headingLevel === 5 ? "h5" : "h4";
  if (differences.length === 0) return <p className="m-0 text-sm text-slate-600">The words are the same; only other settings differ.</p>;
  return (
    <div className="grid gap-3">
      {differences.map((d) => (
        <section key={d.label} aria-label={`${d.label}: ${beforeName} and ${afterName}`} className="grid gap-1.5">
          <Heading className="m-0 text-xs font-semibold uppercase tracking-wide text-slate-600">{d.label}</Heading>
          {d.long ? (
            <LineDiff before={d.before} after={d.after} beforeName={beforeName} afterName={afterName} />
          ) : (
            <dl className="m-0 grid gap-1 text-sm sm:grid-cols-2 sm:gap-2">
              {[
                [beforeName, d.before],
                [afterName, d.after],
              ].map(([name, value]) => (
                <div key={name} className="min-w-0 rounded-lg border border-slate-200 bg-white px-3 py-1.5">
                  <dt className="text-xs font-medium text-slate-600">{name}</dt>
                  <dd className="m-0 break-words text-slate-900">{value || <span className="italic text-slate-500">(empty)</span>}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}

/** The compared fields that differ between two records of strings. */
export function differencesOf<T>(fields: readonly { key: keyof T; label: string; long?: boolean }[], before: T, after: T): FieldDifference[] {
  return fields
    .filter((f) => String(before[f.key] ?? "") !== String(after[f.key] ?? ""))
    .map((f) => ({ label: f.label, before: String(before[f.key] ?? ""), after: String(after[f.key] ?? ""), long: f.long }));
}
