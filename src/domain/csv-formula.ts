// CSV cells and spreadsheet formulas (OWASP "CSV injection"): a spreadsheet opening a CSV
// runs a cell that starts with = + - @, a tab or a carriage return as a formula, so text
// from a web form ("=HYPERLINK(…)") could act on the machine of whoever opens an export.
// Every CSV recruit writes prefixes such a cell with one single quote, which spreadsheets
// read as "this is text"; the importer removes that one quote again, so export → import
// restores the exact value. The rule applies to every such cell, phone numbers in
// international form (+36 30 123 4567) included: a spreadsheet shows them as text, and
// importing the file gives the number back unchanged.
//
// A value that itself starts with quotes before one of those characters ('=x) gets one more
// quote on export, so that removing one on import is exact for every value.

const RISKY = /^'*[=+\-@\t\r]/;

/** The cell as written to a CSV file: one quote in front when a spreadsheet would run it as a formula. */
export function neutraliseCsvCell(text: string): string {
  return text.length > 0 && RISKY.test(text) ? `'${text}` : text;
}

/** The value of a cell read from a CSV file: the quote neutraliseCsvCell added, removed. */
export function restoreCsvCell(text: string): string {
  return text.charCodeAt(0) === 39 && RISKY.test(text.slice(1)) ? text.slice(1) : text;
}

/** Says what the CSV output does, for the help of every command that writes CSV. */
export const CSV_FORMULA_HELP =
  'CSV output is safe to open in a spreadsheet: a cell starting with = + - @, a tab or a CR (a phone like +36 30 123 4567 too) ' +
  "is written with a ' in front, so it is shown as text, not run as a formula; `recruit person import` removes that ' again.";
