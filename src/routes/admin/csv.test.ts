import { describe, expect, test } from "bun:test";
import { csvCell, csvRow } from "./csv.ts";

describe("csv", () => {
  test("quotes every cell and doubles inner quotes; commas and line breaks stay inside the quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b\r\nc")).toBe('"a,b\r\nc"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(false)).toBe('"false"');
    expect(csvCell(new Date("2025-01-05T12:00:00Z"))).toBe('"2025-01-05T12:00:00.000Z"');
  });

  test("neutralises cells that start like a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  test("rows end with CRLF", () => {
    expect(csvRow(["a", 1, null])).toBe('"a","1",""\r\n');
  });
});
