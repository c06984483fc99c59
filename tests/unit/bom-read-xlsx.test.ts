import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readBomWorkbook } from "../../api/modules/bom/read-xlsx";
import { readBomRows } from "../../contract/bom/read";

describe("readBomWorkbook", () => {
  it("reads the first sheet's cells as text, numbers plain, for the BOM reader (empty cells at a row's end left out)", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("BOM");
    sheet.addRow(["Designator", "Quantity", "Value", "Footprint", "Manufacturer Part Number"]);
    sheet.addRow(["R1, R2", 2, "10k", "R_0603_1608Metric", null]);
    sheet.addRow([]);
    sheet.addRow(["C1", 1, { richText: [{ text: "100n" }, { text: "F" }] }, "0402", null]);
    sheet.addRow(["U1", { formula: "1+0", result: 1 }, null, "SOT-23", "BSS138"]);
    sheet.getCell("F5").value = 0.5;
    workbook.addWorksheet("Notes").addRow(["not read"]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());

    const rows = await readBomWorkbook(content);
    expect(rows).toEqual([
      ["Designator", "Quantity", "Value", "Footprint", "Manufacturer Part Number"],
      ["R1, R2", "2", "10k", "R_0603_1608Metric"],
      [],
      ["C1", "1", "100nF", "0402"],
      ["U1", "1", "", "SOT-23", "BSS138", "0.5"],
    ]);
    expect(readBomRows(rows!).lines).toEqual([
      { row: 1, references: ["R1", "R2"], quantityPerBoard: 2, value: "10k", package: "0603" },
      { row: 2, references: ["C1"], quantityPerBoard: 1, value: "100nF", package: "0402" },
      { row: 3, references: ["U1"], quantityPerBoard: 1, package: "SOT-23", mpn: "BSS138" },
    ]);
  });

  it("answers null for bytes that are not a workbook", async () => {
    expect(await readBomWorkbook(Buffer.from("Ref,Value\nR1,10k\n"))).toBeNull();
  });
});
