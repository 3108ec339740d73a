/** What a spreadsheet may read as the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell as OWASP advises against formula injection: a value that begins with =, +, -,
 * @, a tab or a carriage return gets a leading ' so that a spreadsheet reads it as text; every
 * cell is wrapped in double quotes, and a double quote inside is doubled.
 * https://owasp.org/www-community/attacks/CSV_Injection
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV line of cells, each escaped. */
export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\n`;
}
