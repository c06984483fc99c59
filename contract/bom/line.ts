/**
 * One line of a bill of materials as the BOM tool reads it (issue 36): what the engineer's file says about a part,
 * before it is matched to the catalog. Every field but the row and the quantity is optional: files name parts by
 * part number, by value and package, by the company's own number, or by several of these.
 */
export interface BomLine {
  /** The line's place in the file (1 for the first line after the header), to point at it in messages. */
  row: number;
  /** Reference designators ("R1", "R2", "C7"), as the file lists them. */
  references: string[];
  /** Parts per board. */
  quantityPerBoard: number;
  /** The value as written ("10k", "100nF 50V", "4k7"). */
  value?: string;
  /** The footprint or package as written ("0603", "R_0603_1608Metric", "SOT-23"). */
  package?: string;
  /** The manufacturer part number. */
  mpn?: string;
  manufacturer?: string;
  /** The company's own part number for the part (a customer reference, docs/decisions/043-customer-references.md). */
  customerPartNumber?: string;
  description?: string;
}
