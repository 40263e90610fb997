import { expect, test } from "bun:test";
import { parseRedirectCsv } from "./redirect-csv.ts";

test("reads what the export writes: BOM, quoted cells, CRLF, the formula apostrophe undone", () => {
  const csv = '\uFEFF"from","to","status"\r\n"/a,b","https://example.org/x?a=1&b=""2""","302"\r\n"/c","/d",""\r\n';
  expect(parseRedirectCsv(csv)).toEqual({
    ok: true,
    rows: [
      { row: 2, fromPath: "/a,b", toTarget: "https://example.org/x?a=1&b=%222%22", statusCode: 302 },
      { row: 3, fromPath: "/c", toTarget: "/d", statusCode: 301 },
    ],
  });
  expect(parseRedirectCsv("from,to,status\n'-old,/new,301\n")).toMatchObject({ ok: true, rows: [{ fromPath: "/-old" }] });
});

test("a broken file is refused whole, naming the row", () => {
  expect(parseRedirectCsv("")).toMatchObject({ ok: false, error: "The file is empty: expected a header row from,to,status and one row per redirect" });
  expect(parseRedirectCsv('from,to,status\n/a,/b"c,301\n')).toMatchObject({ ok: false, row: 2 });
  expect(parseRedirectCsv("from,to,status\n/a,/b,301\n\n/c,,301\n")).toMatchObject({ ok: false, row: 4, error: "Row 4: To is required. Nothing was imported." });
  expect(parseRedirectCsv("from,to,status\n/a,/b,301\n/x\u0000,/y,301\n")).toMatchObject({ ok: false });
});
