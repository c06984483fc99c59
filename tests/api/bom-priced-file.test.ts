import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BomMatch } from "../../contract/api/bom/schemas";
import type { BomLine } from "../../contract/bom/line";
import { bomResult, type BomResult } from "../../contract/bom/priced";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 36: the priced BOM downloads as Excel and PDF, matched and priced by the API as the page prices it, with the
// totals in the caller's currency, USD and TRY. Against the seeded demo catalog, no mocks.

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** A designator a spreadsheet would run as a formula if it were written as it is. */
const FORMULA = "=1+1";

let t: TestApp;

const LINES: BomLine[] = [
  { row: 2, references: ["U1", "U2"], quantityPerBoard: 2, mpn: "NE555P", manufacturer: "Texas Instruments" },
  { row: 3, references: ["Q1"], quantityPerBoard: 1, mpn: "2n7002" },
  { row: 4, references: [FORMULA], quantityPerBoard: 1, mpn: "NOSUCHPART-XYZ" },
];
const BOARDS = 25;
const SPARES = 5;

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());

function post(url: string, payload: object, language = "en", currency = "USD") {
  return t.app.inject({ method: "POST", url, headers: { "accept-language": language, "x-currency-code": currency }, payload });
}

/** The BOM as the page prices it: the match answer, priced for the boards and spares. */
async function pagePriced(currency = "USD"): Promise<BomResult> {
  const answer = await post("/v1/bom/match", { lines: LINES }, "en", currency);
  expect(answer.statusCode, answer.body).toBe(200);
  return bomResult(LINES, answer.json().data as BomMatch, BOARDS, SPARES);
}

const file = (format: string, language = "en", currency = "USD") =>
  post("/v1/bom/priced-file", { lines: LINES, boards: BOARDS, sparePercent: SPARES, format }, language, currency);

async function sheetOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0];
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe("the match answer's totals", () => {
  it("carries the rates and the parts' prices to total the BOM in USD and TRY, as a TRY caller's own total", async () => {
    const inUsd = await pagePriced("USD");
    expect(inUsd.totals.map((total) => total.currency)).toEqual(["USD", "TRY"]);
    expect(inUsd.totals[0].total).toBe(inUsd.total);
    expect(inUsd.total).toBeGreaterThan(0);
    expect(inUsd.totals[1].rate).toMatchObject({ currency: "TRY", rateDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    // Each line converted from USD and rounded as shown, then to cents: the TRY total a TRY caller gets itself.
    const inTry = await pagePriced("TRY");
    expect(inTry.totals.map((total) => [total.currency, total.total])).toEqual([
      ["TRY", inUsd.totals[1].total],
      ["USD", inUsd.total],
    ]);
    const inEur = await pagePriced("EUR");
    expect(inEur.totals.map((total) => [total.currency, total.total])).toEqual([
      ["EUR", inEur.total],
      ["USD", inUsd.total],
      ["TRY", inUsd.totals[1].total],
    ]);
  });
});

describe("the priced BOM as Excel", () => {
  it("has a row per BOM line with the page's figures as numbers, then the totals in each currency", async () => {
    const answer = await file("xlsx");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe(XLSX_TYPE);
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="bom-${today()}.xlsx"`);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const sheet = await sheetOf(answer.rawPayload);
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(["Row", "References", "MPN in your file"]);
    const column = (name: string) => header.indexOf(name);

    const page = await pagePriced();
    page.lines.forEach((line, at) => {
      const row = sheet.getRow(at + 2);
      expect(row.getCell(column("Row")).value).toBe(line.row);
      expect(row.getCell(column("Needed")).value).toBe(line.need);
      expect(row.getCell(column("Manufacturer part no")).value).toBe(line.part?.mpn ?? "");
      expect(row.getCell(column("SKU")).value).toBe(line.buy?.sku ?? "");
      expect(row.getCell(column("To buy")).value).toBe(line.buy?.quantity ?? null);
      expect(row.getCell(column("Unit price")).value).toBe(line.buy ? line.buy.unitPrice : line.part ? "Not buyable online" : "");
      expect(row.getCell(column("Line total")).value).toBe(line.buy?.total ?? null);
    });
    const [timer, fet, unknown] = [2, 3, 4].map((row) => sheet.getRow(row));
    expect(timer.getCell(column("Status")).value).toBe("Matched");
    expect(timer.getCell(column("References")).value).toBe("U1,U2");
    expect(fet.getCell(column("MPN in your file")).value).toBe("2n7002");
    expect(unknown.getCell(column("Status")).value).toBe("Not found");
    // The designator is kept as text a spreadsheet shows, never a formula it runs.
    expect(unknown.getCell(column("References")).value).toBe(`'${FORMULA}`);

    const totals = new Map<string, unknown>();
    sheet.eachRow((row, number) => {
      if (number <= page.lines.length + 1) return;
      const currency = row.getCell(column("Currency")).value;
      if (typeof currency === "string" && currency) totals.set(currency, row.getCell(column("Line total")).value);
    });
    expect(Object.fromEntries(totals)).toEqual(Object.fromEntries(page.totals.map((total) => [total.currency, total.total])));
    const labelled = (label: string) => {
      let value: unknown;
      sheet.eachRow((row) => {
        if (row.getCell(column("Unit price")).value === label) value = row.getCell(column("Line total")).value;
      });
      return value;
    };
    expect(labelled("Boards")).toBe(BOARDS);
    expect(labelled("Spares (%)")).toBe(SPARES);
  });

  it("heads its columns in Turkish for a Turkish caller", async () => {
    const sheet = await sheetOf((await file("xlsx", "tr")).rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(["Satır", "Referanslar", "Dosyanızdaki MPN"]);
    expect(sheet.getRow(2).getCell(8).value).toBe("Eşleşti");
  });
});

describe("the priced BOM as PDF", () => {
  it("is a PDF with the store, the lines' part numbers in Turkish letters and the totals", async () => {
    const answer = await file("pdf", "tr", "TRY");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="bom-${today()}.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(answer.rawPayload)), { mergePages: true });
    expect(text).toContain("Devre Elektronik Sanayi ve Ticaret A.Ş.");
    expect(text).toContain("Fiyatlı BOM");
    const page = await pagePriced("TRY");
    for (const line of page.lines) if (line.part) expect(text).toContain(line.part.mpn);
    expect(text).toContain("NOSUCHPART-XYZ");
    expect(text).toContain("Bulunamadı");
    const amount = (value: number) => new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    for (const total of page.totals)
      expect(text).toContain(`BOM toplamı (${total.currency}, KDV hariç): ${amount(total.total)} ${total.currency}`);
  });

  it("repeats the table's header on every page of a long BOM", async () => {
    const many = Array.from({ length: 80 }, (_, at): BomLine => ({
      row: at + 2,
      references: [`R${at + 1}`],
      quantityPerBoard: 1,
      mpn: "NE555P",
    }));
    const answer = await post("/v1/bom/priced-file", { lines: many, boards: 1, sparePercent: 0, format: "pdf" });
    expect(answer.statusCode, answer.body).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(answer.rawPayload));
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text } = await extractText(pdf, { mergePages: false });
    for (const pageText of text) expect(pageText).toContain("In your file");
  });
});

describe("a refused file", () => {
  it("answers the error envelope for a format it does not make", async () => {
    const answer = await file("docx");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false });
  });
});
