import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 36: the BOM page sends an uploaded workbook to POST /v1/bom/read and reads its cells as pasted text.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const upload = (content: Buffer, language = "en") => {
  const form = multipart({}, { file: { name: "bom.xlsx", content, type: XLSX } });
  return t.app.inject({
    method: "POST",
    url: "/v1/bom/read",
    headers: { "accept-language": language, ...form.headers },
    payload: form.payload,
  });
};

describe("POST /v1/bom/read", () => {
  it("answers a workbook's first sheet as rows of cell texts, to anyone, kept by no cache", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("BOM");
    sheet.addRow(["Miktar", "Değer", "Kılıf", "Üretici Parça No"]);
    sheet.addRow([2, "10k", "0603", null]);
    sheet.addRow([1, null, null, "NE555P"]);
    const answer = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["cache-control"]).toContain("no-store");
    expect(answer.json().data.rows).toEqual([
      ["Miktar", "Değer", "Kılıf", "Üretici Parça No"],
      ["2", "10k", "0603"],
      ["1", "", "", "NE555P"],
    ]);
  });

  it("refuses a file that is not a workbook, and a post without one, naming the field in the caller's language", async () => {
    const text = await upload(Buffer.from("Reference,Value\nR1,10k\n"), "tr");
    expect(text.statusCode).toBe(400);
    expect(text.json().error.errors).toEqual([{ field: "file", message: expect.stringContaining("Excel") }]);
    const none = await t.app.inject({
      method: "POST",
      url: "/v1/bom/read",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(none.statusCode).toBe(400);
  });
});
