import { parseCsv } from "@contract/csv";

export { parseCsv };

/** The rows of a CSV text with a header line, each as an object keyed by the header's names. */
export function csvRows<Column extends string>(text: string, columns: readonly Column[]): Array<Record<Column, string>> {
  const [header = [], ...records] = parseCsv(text);
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length) throw new Error(`CSV header lacks ${missing.join(", ")}`);
  const positions = columns.map((column) => [column, header.indexOf(column)] as const);
  return records.map((record) => Object.fromEntries(positions.map(([column, at]) => [column, record[at] ?? ""])) as Record<Column, string>);
}

/** A CSV text of `records` (RFC 4180, CRLF line ends): a field is quoted when it holds a comma, a quote or a line break. */
export function formatCsv(records: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return records.map((record) => record.map(field).join(",")).join("\r\n") + "\r\n";
}
