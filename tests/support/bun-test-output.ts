/** What `bun test` printed, read back for tests/run-all.ts's summary: counts, and each failure with its reason. */

export interface BunCounts {
  passed: number;
  failed: number;
  skipped: number;
  expectCalls: number;
  failures: string[];
}

/** bun test prints " 42 pass", " 0 fail", " 3 skip" and " 99 expect() calls" at the end, and "(fail) file > name" for each failure. */
export function bunCounts(printed: string): BunCounts {
  const output = Bun.stripANSI(printed);
  const read = (word: string) => Number(new RegExp(`^\\s*(\\d+) ${word}$`, "m").exec(output)?.[1] ?? 0);
  return {
    passed: read("pass"),
    failed: read("fail"),
    skipped: read("skip"),
    expectCalls: read("expect\\(\\) calls"),
    failures: bunFailures(output),
  };
}

/** bun marks each test's outcome with a word in plain output and with a sign in coloured output. */
const OUTCOME = /^(?:\((pass|fail|skip|todo)\)|([✓✗»✎])) /;

/** What bun prints under a "(fail)" line rather than above it: "  ^ a beforeEach/afterEach hook timed out for this test." */
const AFTER_FAILURE = /^\s+\^ /;

/**
 * Each "(fail) file > name" line with what bun printed about it: the error above it (from its "error:" line,
 * at most 12 lines), the note under it (a timeout), or else the last lines above it — so the summary at the
 * end says why and not only what.
 */
export function bunFailures(output: string): string[] {
  const lines = output.split("\n");
  const seen = new Set<string>();
  const failures: string[] = [];
  let blockStart = 0;
  lines.forEach((line, index) => {
    const outcome = OUTCOME.exec(line);
    if (!outcome) return;
    const title = `(fail) ${line.slice(outcome[0].length)}`;
    if ((outcome[1] === "fail" || outcome[2] === "✗") && !seen.has(title)) {
      seen.add(title);
      const block = lines.slice(blockStart, index).filter((l) => l.trim() && !/^\S.*\.test\.tsx?:$|^bun test v/.test(l));
      const below: string[] = [];
      for (let next = index + 1; next < lines.length && AFTER_FAILURE.test(lines[next]!); next++) below.push(lines[next]!.trim());
      const errorAt = block.findIndex((l) => /^(error|\w*Error)\b.*:/.test(l.trim()));
      const above = errorAt >= 0 ? block.slice(errorAt, errorAt + 12) : below.length > 0 ? block.slice(-4) : block.slice(-8);
      failures.push([title, ...below, ...above].join("\n    "));
    }
    blockStart = index + 1;
  });
  return failures;
}
