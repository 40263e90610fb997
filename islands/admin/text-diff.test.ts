import { describe, expect, test } from "bun:test";
import { diffCounts, diffLines } from "./text-diff.ts";

const kinds = (before: string, after: string) => diffLines(before, after).map((l) => `${l.kind === "same" ? " " : l.kind === "added" ? "+" : "-"}${l.text}`);

describe("diffLines", () => {
  test("equal texts are all the same lines; empty texts give no lines", () => {
    expect(kinds("a\nb", "a\nb")).toEqual([" a", " b"]);
    expect(diffLines("", "")).toEqual([]);
  });

  test("a changed line is removed then added, between the lines kept", () => {
    expect(kinds("one\ntwo\nthree", "one\n2\nthree")).toEqual([" one", "-two", "+2", " three"]);
  });

  test("lines added at the start, in the middle and at the end", () => {
    expect(kinds("b\nd", "a\nb\nc\nd\ne")).toEqual(["+a", " b", "+c", " d", "+e"]);
  });

  test("from nothing and to nothing", () => {
    expect(kinds("", "x\ny")).toEqual(["+x", "+y"]);
    expect(kinds("x\ny", "")).toEqual(["-x", "-y"]);
  });

  test("the longest common lines are kept, whatever moved around them", () => {
    const lines = diffLines("a\nb\nc\nd\ne\nf", "a\nx\nc\nd\ny\nf");
    expect(lines.filter((l) => l.kind === "same").map((l) => l.text)).toEqual(["a", "c", "d", "f"]);
    expect(diffCounts(lines)).toEqual({ added: 2, removed: 2 });
  });

  test("Windows line ends compare equal to Unix ones", () => {
    expect(kinds("a\r\nb", "a\nb")).toEqual([" a", " b"]);
  });

  test("reading the result back gives both texts", () => {
    const before = "# Title\n\nFirst para\nsecond line\n\n- item\n- item two\n";
    const after = "# Title!\n\nFirst para\n\n- item\n- item 2\n- item three\n";
    const lines = diffLines(before, after);
    expect(lines.filter((l) => l.kind !== "added").map((l) => l.text)).toEqual(before.split("\n"));
    expect(lines.filter((l) => l.kind !== "removed").map((l) => l.text)).toEqual(after.split("\n"));
  });

  test("a huge rewrite does not build a huge table: the middle is removed then added", () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join("\n");
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join("\n");
    const lines = diffLines(`same\n${before}\nend`, `same\n${after}\nend`);
    expect(lines[0]).toEqual({ kind: "same", text: "same" });
    expect(lines.at(-1)).toEqual({ kind: "same", text: "end" });
    expect(diffCounts(lines)).toEqual({ added: 3000, removed: 3000 });
    expect(lines[1]!.kind).toBe("removed");
    expect(lines[3001]!.kind).toBe("added");
  });
});
