import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { STATEMENT_LIMITS } from "../../contract/api/reconciliation/values";
import { parseStatement } from "../../api/modules/reconciliation/parse-statement";
import { statementFormatOf, statementText } from "../../api/modules/reconciliation/statement-file";
import { readAmount, readCurrency, readDay } from "../../api/modules/reconciliation/statement-values";

// Reading bank statements (docs/decisions/038-bank-reconciliation.md); the files are made up (tests/fixtures/statements).

const fixture = (name: string) => readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url));
const tr = { currency: "TRY", locale: "tr" } as const;
const en = { currency: "TRY", locale: "en" } as const;

describe("a CSV statement", () => {
  it("reads a ;-separated UTF-8 export with a BOM, lines before its header, decimal commas and a quoted ;", async () => {
    const parsed = await parseStatement(fixture("semicolon-bom.csv"), tr);
    expect(parsed.format).toBe("csv");
    expect(parsed.transfers).toEqual([
      {
        line: 5,
        bookedOn: "2026-11-03",
        amount: "1234.56",
        currency: "TRY",
        description: "FAST GELEN - ŞAHİN ÇELİK SİPARİŞ DE20261102-000101",
        reference: "FST2026110300001",
      },
      {
        line: 7,
        bookedOn: "2026-11-04",
        amount: "12500.00",
        currency: "TRY",
        description: "HAVALE; ÖRNEK ELEKTRONİK SAN. VE TİC. LTD. ŞTİ.",
        reference: "HVL2026110400003",
      },
      { line: 10, bookedOn: "2026-11-06", amount: "45.00", currency: "TRY", description: "ISO TARİHLİ GELEN HAVALE", reference: null },
    ]);
    expect(parsed.outgoing).toBe(1);
  });

  it("reports every bad row with its line and why, in the uploader's language", async () => {
    const turkish = await parseStatement(fixture("semicolon-bom.csv"), tr);
    expect(turkish.problems).toEqual([
      { line: 8, code: "badDate", value: "31.11.2026", message: expect.stringMatching(/^Satır 8: “31\.11\.2026” tarihi okunamadı/) },
      { line: 9, code: "badAmount", value: "yüz lira", message: "Satır 9: “yüz lira” tutarı okunamadı." },
    ]);
    const english = await parseStatement(fixture("semicolon-bom.csv"), en);
    expect(english.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^Row 8: the date “31\.11\.2026” could not be read/),
      "Row 9: the amount “yüz lira” could not be read.",
    ]);
  });

  it("reads Windows-1254 bytes, credit and debit columns and a currency column", async () => {
    const content = fixture("windows-1254.csv");
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(content)).toThrow();
    expect(statementText(content)).toContain("GELEN HAVALE IŞIK ÖĞÜTÇÜ");
    const parsed = await parseStatement(content, tr);
    expect(parsed.problems).toEqual([]);
    expect(parsed.outgoing).toBe(1);
    expect(parsed.transfers).toEqual([
      { line: 2, bookedOn: "2026-11-27", amount: "2500.00", currency: "TRY", description: "GELEN HAVALE IŞIK ÖĞÜTÇÜ", reference: "D-9001" },
      {
        line: 4,
        bookedOn: "2026-11-28",
        amount: "1000.00",
        currency: "USD",
        description: "GELEN EFT ÇAĞRI GÜNEŞ DE 20261127 000042",
        reference: "D-9003",
      },
    ]);
  });

  it("reads a ,-separated export with English headers, and another layout through a column mapping", async () => {
    const english = Buffer.from('Date,Description,Reference,Amount,Currency\n2026-11-27,"Payment DE20261127-000007",R1,"1,234.50",USD\n');
    expect((await parseStatement(english, en)).transfers).toEqual([
      { line: 2, bookedOn: "2026-11-27", amount: "1234.50", currency: "USD", description: "Payment DE20261127-000007", reference: "R1" },
    ]);
    const other = Buffer.from("Val. Tarihi;Miktar;Gönderen\n27.11.2026;99,90;Deniz Kaya\n");
    await expect(parseStatement(other, tr)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Başlık satırı bulunamadı/),
    });
    const mapped = await parseStatement(other, { ...tr, mapping: { date: "Val. Tarihi", amount: "Miktar", description: "Gönderen" } });
    expect(mapped.transfers).toEqual([
      { line: 2, bookedOn: "2026-11-27", amount: "99.90", currency: "TRY", description: "Deniz Kaya", reference: null },
    ]);
    await expect(parseStatement(other, { ...en, mapping: { date: "Value day", amount: "Miktar" } })).rejects.toMatchObject({
      statusCode: 400,
      message: "The column mapping's headings are not in the file: “Value day”.",
    });
  });

  it("refuses a file over the size or row limit, and one that is not a statement", async () => {
    const tooLarge = Buffer.alloc(STATEMENT_LIMITS.maxBytes + 1, 0x41);
    await expect(parseStatement(tooLarge, en)).rejects.toMatchObject({ statusCode: 413 });
    const row = "27.11.2026;1,00;x\n";
    const tooMany = Buffer.from(`Tarih;Tutar;Açıklama\n${row.repeat(STATEMENT_LIMITS.maxRows + 1)}`);
    await expect(parseStatement(tooMany, en)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(`${STATEMENT_LIMITS.maxRows}`),
    });
    const oldExcel = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(statementFormatOf(oldExcel)).toBeNull();
    await expect(parseStatement(oldExcel, tr)).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining(".xlsx") });
  });
});

describe("an XLSX statement", () => {
  it("reads the first sheet's dates, numbers and texts, reporting bad rows by their sheet row", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Hareketler");
    sheet.addRow(["Hesap Hareketleri"]);
    sheet.addRow([]);
    sheet.addRow(["Tarih", "Açıklama", "Referans", "Tutar", "Döviz"]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 27)), "HAVALE DENİZ KAYA DE20261127-000003", "X-1", 1234.5, "TL"]);
    sheet.addRow(["28.11.2026", { richText: [{ text: "EFT " }, { text: "GELEN" }] }, "X-2", "2.000,00", "EUR"]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 28)), "KOMİSYON", "X-3", -15, "TL"]);
    sheet.addRow(["dün", "TARİHİ OKUNMAYAN", "X-4", 10, "TL"]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(statementFormatOf(content)).toBe("xlsx");
    const parsed = await parseStatement(content, en);
    expect(parsed.format).toBe("xlsx");
    expect(parsed.transfers).toEqual([
      {
        line: 4,
        bookedOn: "2026-11-27",
        amount: "1234.50",
        currency: "TRY",
        description: "HAVALE DENİZ KAYA DE20261127-000003",
        reference: "X-1",
      },
      { line: 5, bookedOn: "2026-11-28", amount: "2000.00", currency: "EUR", description: "EFT GELEN", reference: "X-2" },
    ]);
    expect(parsed.outgoing).toBe(1);
    expect(parsed.problems).toEqual([{ line: 7, code: "badDate", value: "dün", message: expect.stringMatching(/^Row 7: /) }]);
  });
});

describe("a statement's cells", () => {
  it("read amounts written the Turkish way and others", () => {
    const amount = (text: string | number) => readAmount(text)?.amount ?? null;
    expect(amount("1.234,56")).toBe("1234.56");
    expect(amount("1234,5")).toBe("1234.50");
    expect(amount("1.234")).toBe("1234.00");
    expect(amount("1.234.567,89")).toBe("1234567.89");
    expect(amount("1,234.56")).toBe("1234.56");
    expect(amount("-1.234,56")).toBe("-1234.56");
    expect(amount("1.234,56-")).toBe("-1234.56");
    expect(amount("(45,00)")).toBe("-45.00");
    expect(amount("+45,00")).toBe("45.00");
    expect(amount("1 234,56")).toBe("1234.56");
    expect(readAmount("1.234,56 TL")).toEqual({ amount: "1234.56", currency: "TRY" });
    expect(readAmount("$1,234.56")).toEqual({ amount: "1234.56", currency: "USD" });
    expect(amount(1.234)).toBeNull();
    expect(amount(1234.5)).toBe("1234.50");
    for (const bad of ["", "abc", "1,234,56", "12.34.56", "1,2345", "0,125", "1.2.3"]) expect(amount(bad), bad).toBeNull();
  });

  it("read days day-first or ISO, and currencies by name or sign", () => {
    expect(readDay("27.11.2026")).toBe("2026-11-27");
    expect(readDay("7/1/2026")).toBe("2026-01-07");
    expect(readDay("27-11-26")).toBe("2026-11-27");
    expect(readDay("27.11.2026 14:35:10")).toBe("2026-11-27");
    expect(readDay("2026-11-27T14:35:00")).toBe("2026-11-27");
    expect(readDay(46353)).toBe("2026-11-27");
    expect(readDay("29.02.2026")).toBeNull();
    expect(readDay("11/27/2026")).toBeNull();
    expect(readCurrency("TL")).toBe("TRY");
    expect(readCurrency("₺")).toBe("TRY");
    expect(readCurrency("usd")).toBe("USD");
    expect(readCurrency("Lira")).toBeNull();
  });
});
