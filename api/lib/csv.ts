/**
 * The records of a CSV text (RFC 4180): fields separated by commas (or `delimiter`: Turkish banks export with `;`), a
 * field quoted when it holds the delimiter, a quote or a line break, a quote inside doubled. Lines end in LF or CRLF; a
 * last line break is optional.
 */
export function parseCsv(text: string, delimiter = ","): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

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
