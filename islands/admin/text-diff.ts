/**
 * A line diff for the post editor's comparisons (a revision or the other tab's text against the form): the
 * longest common subsequence of lines, after the common start and end are set aside. Posts are a few hundred
 * lines; past LCS_CELLS cells of the table the middle is shown as removed then added, never a frozen tab.
 */

export type DiffLine = { kind: "same" | "added" | "removed"; text: string };

/** Beyond this many cells (lines × lines of the part that differs) the table is not built. */
const LCS_CELLS = 4_000_000;

function splitLines(text: string): string[] {
  return text === "" ? [] : text.replace(/\r\n?/g, "\n").split("\n");
}

/** The differing middles' lines in order, by the LCS table read from the end. */
function diffMiddle(before: string[], after: string[]): DiffLine[] {
  const n = before.length;
  const m = after.length;
  if (n * m > LCS_CELLS) return [...before.map((text) => ({ kind: "removed" as const, text })), ...after.map((text) => ({ kind: "added" as const, text }))];
  // lengths[i * (m + 1) + j]: the LCS of before[i..] and after[j..].
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * (m + 1) + j] = before[i] === after[j] ? lengths[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!);
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      lines.push({ kind: "same", text: before[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!) lines.push({ kind: "removed", text: before[i++]! });
    else lines.push({ kind: "added", text: after[j++]! });
  }
  while (i < n) lines.push({ kind: "removed", text: before[i++]! });
  while (j < m) lines.push({ kind: "added", text: after[j++]! });
  return lines;
}

/**
 * @example diffLines("a\nb", "a\nc") // [{kind:"same",text:"a"}, {kind:"removed",text:"b"}, {kind:"added",text:"c"}]
 */
export function diffLines(beforeText: string, afterText: string): DiffLine[] {
  const before = splitLines(beforeText);
  const after = splitLines(afterText);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const same = (text: string): DiffLine => ({ kind: "same", text });
  return [
    ...before.slice(0, start).map(same),
    ...diffMiddle(before.slice(start, before.length - end), after.slice(start, after.length - end)),
    ...before.slice(before.length - end).map(same),
  ];
}

/** How many lines were added and removed: the comparison's one-line summary. */
export function diffCounts(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === "added") added++;
    else if (line.kind === "removed") removed++;
  }
  return { added, removed };
}
