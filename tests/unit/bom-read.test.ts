import { describe, expect, it } from "vitest";
import { readPackageCell, readQuantity, readReferences } from "../../contract/bom/cells";
import { readBomRows, recogniseColumns, splitBomText } from "../../contract/bom/read";

const read = (text: string, options?: Parameters<typeof readBomRows>[1]) => readBomRows(splitBomText(text), options);

// KiCad 8's "Export BOM" (CSV, every field quoted), with the MPN and manufacturer fields a library adds.
const KICAD = [
  '"Refs","Value","Footprint","Qty","Datasheet","MPN","Manufacturer","DNP"',
  '"C1,C2,C5","100n","Capacitor_SMD:C_0402_1005Metric","3","~","","",""',
  '"C3","10u","Capacitor_SMD:C_0805_2012Metric","1","~","","",""',
  '"D1","LED","LED_SMD:LED_0603_1608Metric","1","~","","",""',
  '"J1","USB_C_Receptacle","Connector_USB:USB_C_Receptacle_GCT_USB4085","1","~","USB4085-GF-A","GCT",""',
  '"Q1","BSS138","Package_TO_SOT_SMD:SOT-23","1","~","BSS138","onsemi",""',
  '"R1,R2","10k","Resistor_SMD:R_0603_1608Metric","2","~","","",""',
  '"R3,R4,R5,R6","4k7","Resistor_SMD:R_0603_1608Metric","4","~","","",""',
  '"U1","STM32G031K8T6","Package_QFP:LQFP-32_7x7mm_P0.8mm","1","","STM32G031K8T6","STMicroelectronics",""',
  '"U2","AP2112K-3.3","Package_TO_SOT_SMD:SOT-23-5","1","","AP2112K-3.3TRG1","Diodes Incorporated",""',
  '"Y1","8MHz","Crystal:Crystal_SMD_3225-4Pin_3.2x2.5mm","1","","","","DNP"',
].join("\r\n");

describe("splitBomText", () => {
  it("finds the delimiter that gives the same columns on every line", () => {
    expect(splitBomText("a;b;c\n1;2,5;3\n4;5;6")).toEqual([
      ["a", "b", "c"],
      ["1", "2,5", "3"],
      ["4", "5", "6"],
    ]);
    expect(splitBomText("a\tb, c\n1\t2")).toEqual([
      ["a", "b, c"],
      ["1", "2"],
    ]);
    expect(splitBomText("a,b\n1,2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("reads quotes, doubled quotes and line breaks inside them; drops the byte order mark and blank lines", () => {
    const text = '\uFEFFRef,Value,Description\r\n\r\n"R1, R2",10k,"Thick film, 1%"\r\n  \r\nC1,100n,"Say ""hi""\nover two lines"\r\n';
    expect(splitBomText(text)).toEqual([
      ["Ref", "Value", "Description"],
      ["R1, R2", "10k", "Thick film, 1%"],
      ["C1", "100n", 'Say "hi"\nover two lines'],
    ]);
  });

  it("gives one cell a line when nothing splits it", () => {
    expect(splitBomText("BSS138\nBC847B\n")).toEqual([["BSS138"], ["BC847B"]]);
  });
});

describe("recogniseColumns", () => {
  it("names KiCad's, Altium's and Eagle's headers", () => {
    expect(recogniseColumns(["Refs", "Value", "Footprint", "Qty", "Datasheet", "DNP"])).toEqual({
      references: 0,
      value: 1,
      package: 2,
      quantityPerBoard: 3,
    });
    expect(
      recogniseColumns([
        "Comment",
        "Description",
        "Designator",
        "Footprint",
        "LibRef",
        "Quantity",
        "Manufacturer 1",
        "Manufacturer Part Number 1",
      ]),
    ).toEqual({ value: 0, description: 1, references: 2, package: 3, quantityPerBoard: 5, manufacturer: 6, mpn: 7 });
    expect(recogniseColumns(["Qty", "Value", "Device", "Package", "Parts", "Description"])).toEqual({
      quantityPerBoard: 0,
      value: 1,
      package: 3,
      references: 4,
      description: 5,
    });
  });

  it("names Turkish headers without regard to case, accents, punctuation or spaces", () => {
    expect(recogniseColumns(["REFERANSLAR", "Değer", "KILIF", "Adet", "Üretici Parça Numarası", "MARKA", "Stok Kodu", "Açıklama"])).toEqual(
      {
        references: 0,
        value: 1,
        package: 2,
        quantityPerBoard: 3,
        mpn: 4,
        manufacturer: 5,
        customerPartNumber: 6,
        description: 7,
      },
    );
    expect(recogniseColumns(["Mfr. Part #", "Mfr", "Our Part No", "Kilif", "Deger", "Miktar"])).toEqual({
      mpn: 0,
      manufacturer: 1,
      customerPartNumber: 2,
      package: 3,
      value: 4,
      quantityPerBoard: 5,
    });
  });

  it("takes the first column of a field and a value column over Altium's comment", () => {
    expect(recogniseColumns(["Comment", "Value", "Case/Package", "Qty", "Quantity", "Internal PN"])).toEqual({
      value: 1,
      package: 2,
      quantityPerBoard: 3,
      customerPartNumber: 5,
    });
  });
});

describe("reading cells", () => {
  it("reads whole quantities with a decimal comma or point", () => {
    expect(["2", "2,0", "2.00", " 12 "].map(readQuantity)).toEqual([2, 2, 2, 12]);
    expect(["2,5", "0", "-1", "two", "", "1e3", "100000001"].map(readQuantity)).toEqual([null, null, null, null, null, null, null]);
  });

  it("splits and expands designators", () => {
    expect(readReferences("R1, R2, R5-R7")).toEqual(["R1", "R2", "R5", "R6", "R7"]);
    expect(readReferences("C1;C2 C3,C10-12")).toEqual(["C1", "C2", "C3", "C10", "C11", "C12"]);
    expect(readReferences("U1-A")).toEqual(["U1-A"]);
    expect(readReferences("R7-R5")).toBeNull();
    expect(readReferences("R1-R5000")).toBeNull();
  });

  it("reduces a footprint to the package the catalog names", () => {
    expect(readPackageCell("Resistor_SMD:R_0603_1608Metric")).toBe("0603");
    expect(readPackageCell("Package_TO_SOT_SMD:SOT-23")).toBe("SOT-23");
    expect(readPackageCell("Capacitor_SMD:C_0805_2012Metric")).toBe("0805");
    expect(readPackageCell("Package_SO:SOIC-8_3.9x4.9mm_P1.27mm")).toBe("SOIC-8");
    expect(readPackageCell("Diode_SMD:D_SMA")).toBe("SMA");
    expect(readPackageCell("Crystal:Crystal_SMD_3225-4Pin_3.2x2.5mm")).toBe("Crystal:Crystal_SMD_3225-4Pin_3.2x2.5mm");
  });
});

describe("readBomRows", () => {
  it("reads a KiCad CSV export line by line", () => {
    const { lines, mapping, problems } = read(KICAD);
    expect(problems).toEqual([]);
    expect(mapping).toEqual({ references: 0, value: 1, package: 2, quantityPerBoard: 3, mpn: 5, manufacturer: 6 });
    expect(lines).toHaveLength(10);
    expect(lines[0]).toEqual({ row: 1, references: ["C1", "C2", "C5"], quantityPerBoard: 3, value: "100n", package: "0402" });
    expect(lines.map((line) => line.package)).toEqual([
      "0402",
      "0805",
      "0603",
      "Connector_USB:USB_C_Receptacle_GCT_USB4085",
      "SOT-23",
      "0603",
      "0603",
      "LQFP-32",
      "SOT-23-5",
      "Crystal:Crystal_SMD_3225-4Pin_3.2x2.5mm",
    ]);
    expect(lines[4]).toEqual({
      row: 5,
      references: ["Q1"],
      quantityPerBoard: 1,
      value: "BSS138",
      package: "SOT-23",
      mpn: "BSS138",
      manufacturer: "onsemi",
    });
    expect(lines.reduce((sum, line) => sum + line.quantityPerBoard, 0)).toBe(16);
  });

  it("reads an Altium tab-separated export", () => {
    const text = [
      "Comment\tDescription\tDesignator\tFootprint\tLibRef\tQuantity\tManufacturer 1\tManufacturer Part Number 1",
      "10uF\tCapacitor, ceramic, 25 V\tC1, C2\t0805\tCAP\t2\tMurata\tGRM21BR61E106KA73L",
      "BC847B\tNPN transistor\tQ1, Q2, Q3\tSOT-23\tNPN\t3\tNexperia\tBC847B,215",
      "100k\tResistor\tR1\t0603\tRES\t1\t\t",
    ].join("\n");
    const { lines, problems } = read(text);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      {
        row: 1,
        references: ["C1", "C2"],
        quantityPerBoard: 2,
        value: "10uF",
        package: "0805",
        mpn: "GRM21BR61E106KA73L",
        manufacturer: "Murata",
        description: "Capacitor, ceramic, 25 V",
      },
      {
        row: 2,
        references: ["Q1", "Q2", "Q3"],
        quantityPerBoard: 3,
        value: "BC847B",
        package: "SOT-23",
        mpn: "BC847B,215",
        manufacturer: "Nexperia",
        description: "NPN transistor",
      },
      { row: 3, references: ["R1"], quantityPerBoard: 1, value: "100k", package: "0603", description: "Resistor" },
    ]);
  });

  it("reads a Turkish semicolon list with decimal commas, and refuses a part quantity", () => {
    const text = [
      "Miktar;Değer;Kılıf;Üretici Parça No",
      "2,0;10k;0603;",
      "1;100nF 50V X7R;0402;",
      "3;;SOT-23;BC847B,215",
      "2,5;1k;0603;",
      ";4k7;0603;",
      "1;;;",
    ].join("\r\n");
    const { lines, problems } = read(text);
    expect(lines).toEqual([
      { row: 1, references: [], quantityPerBoard: 2, value: "10k", package: "0603" },
      { row: 2, references: [], quantityPerBoard: 1, value: "100nF 50V X7R", package: "0402" },
      { row: 3, references: [], quantityPerBoard: 3, package: "SOT-23", mpn: "BC847B,215" },
    ]);
    expect(problems).toEqual([
      { row: 4, column: "quantityPerBoard", code: "quantity" },
      { row: 5, column: "quantityPerBoard", code: "noQuantity" },
      { row: 6, code: "nothingToMatch" },
    ]);
  });

  it("counts a missing quantity from the designators, ranges written out", () => {
    const { lines, problems } = read('Reference,Value,Qty\n"R1, R2, R5-R7",10k,\nR9-R8,1k,\nR10,1k,2');
    expect(lines).toEqual([
      { row: 1, references: ["R1", "R2", "R5", "R6", "R7"], quantityPerBoard: 5, value: "10k" },
      { row: 3, references: ["R10"], quantityPerBoard: 2, value: "1k" },
    ]);
    expect(problems).toEqual([{ row: 2, column: "references", code: "references" }]);
  });

  it("reads rows without a header by the caller's mapping", () => {
    const cells = splitBomText("BSS138,5,Q1 Q2 Q3 Q4 Q5\nACME-1234,2,\n");
    expect(read("BSS138,5\n", {}).problems).toEqual([{ row: 0, code: "noColumns" }]);
    const { lines, mapping, problems } = readBomRows(cells, { mapping: { mpn: 0, quantityPerBoard: 1, references: 2 } });
    expect(problems).toEqual([]);
    expect(mapping).toEqual({ mpn: 0, quantityPerBoard: 1, references: 2 });
    expect(lines).toEqual([
      { row: 1, references: ["Q1", "Q2", "Q3", "Q4", "Q5"], quantityPerBoard: 5, mpn: "BSS138" },
      { row: 2, references: [], quantityPerBoard: 2, mpn: "ACME-1234" },
    ]);
  });

  it("lets the caller reassign recognised columns", () => {
    const text = "Part Number,Value,Qty\nSTK-0042,10k,1\n";
    expect(read(text).lines).toEqual([{ row: 1, references: [], quantityPerBoard: 1, mpn: "STK-0042", value: "10k" }]);
    const { lines, mapping } = read(text, { mapping: { customerPartNumber: 0, value: null } });
    expect(mapping).toEqual({ customerPartNumber: 0, quantityPerBoard: 2 });
    expect(lines).toEqual([{ row: 1, references: [], quantityPerBoard: 1, customerPartNumber: "STK-0042" }]);
  });

  it("finds the header under title lines, or takes the first row when told there is one", () => {
    const titled = "Source: board.kicad_sch\nDate: 2024-05-01\n\nRef,Qty,Value,Footprint\nR1,1,10k,R_0603_1608Metric\n";
    expect(read(titled).lines).toEqual([{ row: 1, references: ["R1"], quantityPerBoard: 1, value: "10k", package: "0603" }]);
    const odd = read("Thing,Stuff\nBSS138,x\n", { hasHeader: true, mapping: { mpn: 0 } });
    expect(odd.lines).toEqual([{ row: 1, references: [], quantityPerBoard: 1, mpn: "BSS138" }]);
  });

  it("reads a list of part numbers alone as one of each", () => {
    expect(read("MPN\nBSS138\nBC847B\n").lines).toEqual([
      { row: 1, references: [], quantityPerBoard: 1, mpn: "BSS138" },
      { row: 2, references: [], quantityPerBoard: 1, mpn: "BC847B" },
    ]);
  });
});
