/** RFC 4180 CSV for spreadsheet users: every field quoted, CRLF rows, formula-looking cells neutralised. */

/** Cells a spreadsheet would run as a formula (or that hide one behind a control character). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Quotes a cell, doubling inner quotes; a cell starting with = + - @ tab or CR gets a leading apostrophe
 * so that Excel, LibreOffice and Sheets show it as text instead of evaluating it (OWASP "CSV injection").
 * @example csvCell('=HYPERLINK("x")') // "\"'=HYPERLINK(\"\"x\"\")\""
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(cells: Array<string | number | boolean | Date | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
