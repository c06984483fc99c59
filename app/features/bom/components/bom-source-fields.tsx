import type { ColumnMapping } from "@contract/bom/columns";
import { BOM_COLUMNS } from "@contract/bom/read";
import { columnField } from "~/features/bom/bom-form-values";

/**
 * What the priced result was read from. The forms under the result (cart, save, request, download) post copies of it,
 * so that the server reads and matches the same lines again and never takes the browser's lines or prices.
 */
export interface BomSource {
  text: string;
  mapping: ColumnMapping;
  boards: number;
  sparePercent: number;
}

/** The source as hidden fields named as the read form names them (bomReadForm, columnChoiceOf). */
export function BomSourceFields({ source }: { source: BomSource }) {
  return (
    <>
      <input type="hidden" name="text" value={source.text} />
      <input type="hidden" name="boards" value={source.boards} />
      <input type="hidden" name="sparePercent" value={source.sparePercent} />
      {BOM_COLUMNS.map((column) => (
        <input key={column} type="hidden" name={columnField(column)} value={source.mapping[column] ?? ""} />
      ))}
    </>
  );
}
