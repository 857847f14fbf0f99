import { saveFile } from '../save-file';

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n');
}

/** Saves the rows as a CSV file; the byte-order mark lets spreadsheet programs read the Chinese text. */
export function downloadCsv(name: string, header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  saveFile(name, new Blob(['\uFEFF', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
}
