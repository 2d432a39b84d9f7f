// CSV for downloads and exports: RFC 4180 quoting (a cell with a comma, quote or line break is quoted,
// quotes doubled), rows ended by CRLF, and every cell that starts with = + - @ tab or CR neutralised
// with a leading apostrophe, so a spreadsheet never runs it as a formula (OWASP CSV injection).
/** Files start with it so spreadsheet programs read them as UTF-8. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
