import type { ReactNode } from "react";

export interface ListColumn<Row> {
  key: string;
  /** The column's heading; on a phone's card, each cell but the first names its column with it. */
  label: string;
  /** A figure: right-aligned from md up, with even digits. */
  numeric?: boolean;
  /** More classes for the column's cells. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A list of records: a table from md up, a card per record on phones (the list-* classes of tailwind.css; on a card
 * each cell names its column from data-label, the first cell being the card's title), so that it never makes the
 * page wider than the screen.
 */
export function ListTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Array<ListColumn<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) {
  const heading = "px-1.5 py-2";
  return (
    <div className="relative md:overflow-x-auto">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b-2 border-gray-300 bg-gray-100 text-left text-xs text-gray-700 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? `${heading} text-right` : heading}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-2 md:table-row-group md:space-y-0">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="list-row">
              {columns.map((column, index) => (
                <td
                  key={column.key}
                  className={["list-cell", column.numeric && "tabular md:text-right", column.className].filter(Boolean).join(" ")}
                  data-label={index === 0 ? undefined : column.label}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
