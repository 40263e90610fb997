import { describe, expect, test } from "bun:test";
import { countWords, readingTimeMinutes, WORDS_PER_MINUTE } from "./reading-time.ts";

describe("reading time", () => {
  test("counts the visible words, not tags, attributes, entities or script text", () => {
    expect(countWords('<h2 class="x">Two words</h2><p>and <a href="/a-b-c">three&nbsp;more</a> here.</p>')).toBe(6);
    expect(countWords("<p>one</p><script>var a = 'not counted at all';</script><style>p{}</style>")).toBe(1);
    expect(countWords("<p> — </p>")).toBe(0);
  });

  test("whole minutes at 200 words a minute, at least one", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes(`<p>${"word ".repeat(WORDS_PER_MINUTE)}</p>`)).toBe(1);
    expect(readingTimeMinutes(`<p>${"word ".repeat(WORDS_PER_MINUTE + 1)}</p>`)).toBe(2);
    expect(readingTimeMinutes(`<p>${"word ".repeat(950)}</p>`)).toBe(5);
  });
});
