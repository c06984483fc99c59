import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedBom } from "../../contract/api/bom/shared";
import { rows, sql } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 36, item 5: a BOM sent without an account answers a link to the BOM page holding it, for 7 days.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const KICAD_CSV = [
  '"Reference","Value","Footprint","Qty","MPN","Manufacturer"',
  '"R1,R2,R5-R7","10k","Resistor_SMD:R_0603_1608Metric","5","",""',
  '"C1","100n","Capacitor_SMD:C_0402_1005Metric","1","",""',
  '"U1","NE555","Package_DIP:DIP-8_W7.62mm","1","NE555P","Texas Instruments"',
].join("\r\n");

function create(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/v1/bom/shared", headers: { "accept-language": "en", ...headers }, payload });
}

const read = (token: string) => t.app.inject({ method: "GET", url: `/v1/bom/shared/${encodeURIComponent(token)}` });

async function created(payload: object): Promise<{ token: string; url: string; expiresAt: string }> {
  const answer = await create(payload);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}

async function opened(token: string): Promise<SharedBom> {
  const answer = await read(token);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers["cache-control"]).toBe("private, no-store");
  return answer.json().data;
}

describe("sharing a BOM", () => {
  it("keeps JSON lines for 7 days behind a link to the English BOM page", async () => {
    const lines = [
      { row: 1, references: ["R1", "R2"], quantityPerBoard: 2, value: "10k", package: "0603" },
      { row: 2, references: [], quantityPerBoard: 1, mpn: "NE555P", customerPartNumber: "ACME-555" },
    ];
    const link = await created({ lines, boards: 25, sparePercent: 5 });
    expect(link.url).toBe(`http://127.0.0.1:3000/en/bom-tool?bom=${encodeURIComponent(link.token)}`);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const bom = await opened(new URL(link.url).searchParams.get("bom") ?? "");
    expect(bom).toEqual({ lines, boards: 25, sparePercent: 5, expiresAt: link.expiresAt });
  });

  it("reads a KiCad CSV as the BOM page does, one board and no spares unless told", async () => {
    const bom = await opened((await created({ csv: KICAD_CSV })).token);
    expect(bom).toMatchObject({ boards: 1, sparePercent: 0 });
    expect(bom.lines).toEqual([
      { row: 1, references: ["R1", "R2", "R5", "R6", "R7"], quantityPerBoard: 5, value: "10k", package: "0603" },
      { row: 2, references: ["C1"], quantityPerBoard: 1, value: "100n", package: "0402" },
      expect.objectContaining({ row: 3, value: "NE555", mpn: "NE555P", manufacturer: "Texas Instruments" }),
    ]);
  });

  it("takes the file itself as text/csv, the board count and spares in the query", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/v1/bom/shared?boards=25&sparePercent=5",
      headers: { "content-type": "text/csv; charset=utf-8" },
      payload: KICAD_CSV,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const bom = await opened(answer.json().data.token);
    expect(bom).toMatchObject({ boards: 25, sparePercent: 5 });
    expect(bom.lines).toHaveLength(3);
  });

  it("reads Turkish headers, semicolons and decimal commas", async () => {
    const csv = ["Miktar;Değer;Kılıf;Üretici Parça No", "2,0;4,7k;0805;", "1;100nF 50V;C_0603_1608Metric;", "3;;;BC847B"].join("\n");
    const bom = await opened((await created({ csv, boards: 10, sparePercent: 2.5 })).token);
    expect(bom.sparePercent).toBe(2.5);
    expect(bom.lines).toEqual([
      { row: 1, references: [], quantityPerBoard: 2, value: "4,7k", package: "0805" },
      { row: 2, references: [], quantityPerBoard: 1, value: "100nF 50V", package: "0603" },
      { row: 3, references: [], quantityPerBoard: 3, mpn: "BC847B" },
    ]);
  });
});

describe("opening a shared BOM", () => {
  it("answers 404 for an unknown, altered or expired link alike", async () => {
    const { token } = await created({ lines: [{ row: 1, quantityPerBoard: 1, mpn: "NE555P" }] });
    const [id] = token.split(".");
    const altered = token.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    for (const unknown of ["nothing", altered, `${crypto.randomUUID()}${token.slice(id.length)}`]) {
      const answer = await read(unknown);
      expect(answer.statusCode, unknown).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 404 });
    }

    expect((await read(token)).statusCode).toBe(200);
    await rows(t.db, sql`update shared_boms set expires_at = now() - interval '1 minute' where id = ${id}`);
    expect((await read(token)).statusCode).toBe(404);
  });
});

describe("refusals", () => {
  const line = { row: 1, quantityPerBoard: 1, mpn: "NE555P" };

  it.each([
    ["neither lines nor CSV", {}],
    ["both lines and CSV", { lines: [line], csv: KICAD_CSV }],
    ["no lines", { lines: [] }],
    ["more than 1000 lines", { lines: Array.from({ length: 1001 }, (_, at) => ({ ...line, row: at + 1 })) }],
    ["no boards", { lines: [line], boards: 0 }],
    ["too many boards", { lines: [line], boards: 100_001 }],
    ["spares over 100 %", { lines: [line], sparePercent: 101 }],
  ])("refuses %s", async (_, payload) => {
    const answer = await create(payload);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 400 });
  });

  it("names the field to fix when the BOM is sent twice or not at all", async () => {
    const twice = await create({ lines: [line], csv: KICAD_CSV });
    expect(twice.json().error.errors).toEqual([{ field: "csv", message: "Send the BOM once: as lines or as CSV text, not both" }]);
    expect((await create({ boards: 5 })).json().error.errors).toEqual([{ field: "lines", message: "Add at least one line" }]);
  });

  it("names the CSV rows it cannot read", async () => {
    const csv = ["Reference;Value;Qty", "R1;10k;1", "R2;;1", "C1;100n;1,5"].join("\n");
    const answer = await create({ csv });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.errors).toEqual([
      { field: "csv", message: "Row 2: there is no part number, value or customer part number to match by." },
      { field: "csv", message: "Row 3: the quantity is not a whole number from 1." },
    ]);
    const turkish = await create({ csv }, { "accept-language": "tr" });
    expect(turkish.json().error.errors[1].message).toBe("3. satır: miktar 1 ya da daha büyük bir tam sayı değil.");
  });

  it("refuses a CSV with no column to match by", async () => {
    const answer = await create({ csv: "Reference;Qty\nR1;1" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.errors[0].message).toMatch(/^No column to match by/);
  });

  it("refuses a body over its limit", async () => {
    const answer = await create({ csv: `Value\n${"10k\n".repeat(300_000)}` });
    expect(answer.statusCode).toBe(413);
  });
});
