/**
 * Reads a redirects CSV (from,to,status, a header row first), as the export writes it or a spreadsheet
 * saves it: RFC 4180 quoting, CRLF or LF, an optional UTF-8 BOM, the export's apostrophe before a
 * formula-looking cell undone. All or nothing: the first broken row refuses the file, by its row number
 * (the header is row 1, as a spreadsheet numbers it) and the reason — a from-path the site answers
 * itself among them, by the same rule as a single write.
 */
import type { ImportRow } from "../../../db/queries/redirects.ts";
import { RedirectCsvRow } from "../../shared/redirect-schemas.ts";

/** The most redirects one import may hold. */
export const MAX_IMPORT_ROWS = 10_000;
const HEADER = ["from", "to", "status"];

export type CsvParse = { ok: true; rows: ImportRow[] } | { ok: false; error: string; row?: number };

/** Splits CSV text into rows of cells; a quote left open is reported with the row it opened on. */
function csvRecords(text: string): { records: { row: number; cells: string[] }[] } | { error: string; row: number } {
  const records: { row: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let row = 1;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === "")) records.push({ row, cells });
    cells = [];
    cell = "";
    row++;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      endRow();
      i++;
    } else if (ch === "\n" || ch === "\r") endRow();
    else if (ch === '"') return { error: `Row ${row}: a quote inside an unquoted cell (quote the whole cell and double the quote)`, row };
    else cell += ch;
    i++;
  }
  if (quoted) return { error: `Row ${row}: a quoted cell is never closed`, row };
  if (cell !== "" || cells.length > 0) endRow();
  return { records };
}

/** The export puts an apostrophe before a cell a spreadsheet would run as a formula; it is not part of the value. */
const unneutralised = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * `fromPathProblem` says why a (canonical) from-path may not be redirected, as for a single write (the
 * addresses the app answers itself, src/http/reserved-paths.ts).
 * @example parseRedirectCsv('from,to,status\r\n/old,/new,301\r\n') // { ok: true, rows: [{ row: 2, fromPath: "/old", toTarget: "/new", statusCode: 301 }] }
 */
export function parseRedirectCsv(input: string, fromPathProblem: (path: string) => string | undefined = () => undefined): CsvParse {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  if (text.includes("\u0000")) return { ok: false, error: "The file is not text (it holds NUL bytes)" };
  const parsed = csvRecords(text);
  if ("error" in parsed) return { ok: false, error: `${parsed.error}. Nothing was imported.`, row: parsed.row };
  const [header, ...records] = parsed.records;
  if (header === undefined) return { ok: false, error: "The file is empty: expected a header row from,to,status and one row per redirect" };
  if (header.cells.map((c) => c.trim().toLowerCase()).join(",") !== HEADER.join(",")) {
    return { ok: false, error: `Row ${header.row}: the header must be from,to,status. Nothing was imported.`, row: header.row };
  }
  if (records.length > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      error: `The file has ${records.length.toLocaleString("en-US")} redirects; one import takes at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")}. Split it into smaller files.`,
    };
  }
  const rows: ImportRow[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of records) {
    if (cells.length !== 3) return { ok: false, error: `Row ${row}: expected 3 cells (from,to,status), found ${cells.length}. Nothing was imported.`, row };
    const [from, to, status] = cells.map(unneutralised) as [string, string, string];
    const checked = RedirectCsvRow.safeParse({ fromPath: from, toTarget: to, statusCode: status.trim() === "" ? undefined : status.trim() });
    if (!checked.success) return { ok: false, error: `Row ${row}: ${checked.error.issues[0]!.message}. Nothing was imported.`, row };
    const reserved = fromPathProblem(checked.data.fromPath);
    if (reserved !== undefined) return { ok: false, error: `Row ${row}: ${reserved}. Nothing was imported.`, row };
    const earlier = seen.get(checked.data.fromPath);
    if (earlier !== undefined) return { ok: false, error: `Row ${row}: ${checked.data.fromPath} is already redirected by row ${earlier}. Nothing was imported.`, row };
    seen.set(checked.data.fromPath, row);
    rows.push({ row, ...checked.data });
  }
  return { ok: true, rows };
}
