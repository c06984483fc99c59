import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { csvRows } from "../../lib/csv";

// The reference data of api/data/ (its README.md says where each file comes from and what was checked): public
// lists that change with a new copy of the file, not per request.

const DATA_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../data");

/** The rows of one file of api/data/, read when first asked for and kept in memory. */
export function referenceTable<Column extends string, Table>(
  file: string,
  columns: readonly Column[],
  build: (rows: Array<Record<Column, string>>) => Table,
) {
  let table: Table | undefined;
  return (): Table => (table ??= build(csvRows(readFileSync(path.join(DATA_FOLDER, file), "utf8"), columns)));
}

/** The files write a province's plate as a number ("1"); the API's city ids are two digits ("01"). */
export const cityIdOfPlate = (plate: string) => plate.padStart(2, "0");
