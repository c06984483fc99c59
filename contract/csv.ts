// Reading CSV text, for the API's file imports and the BOM tool's pasted text (contract/bom/read.ts) alike.

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
