import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BomLine } from "../../contract/bom/line";
import type { BomLineMatch } from "../../contract/api/bom/schemas";
import { typoCandidates, typoCandidatesOfMany } from "../../api/modules/catalog/typo";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 36, part 2: a BOM's lines matched to the seeded demo catalog, no mocks.

let t: TestApp;
let businessToken = "";

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  businessToken = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
}, 120_000);
afterAll(() => t.close());

type Line = Partial<BomLine> & { row?: number };
const lineOf = (line: Line, at: number): BomLine => ({ row: at + 1, references: [], quantityPerBoard: 1, ...line });

function post(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/v1/bom/match",
    headers: { "accept-language": "en", ...headers },
    payload: payload as object,
  });
}

async function match(lines: Line[], headers: Record<string, string> = {}): Promise<BomLineMatch[]> {
  const answer = await post({ lines: lines.map(lineOf) }, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.lines;
}

const inStock = (part: BomLineMatch["part"]) => Boolean(part?.packagings.some((packaging) => (packaging.stock ?? 0) > 0));
const propertyOf = (part: BomLineMatch["part"], code: string) => part?.properties[code]?.value;

describe("by part number", () => {
  it("matches exact MPNs typed in lower case, with every packaging's prices and stock", async () => {
    const [fet, timer] = await match([{ mpn: "2n7002" }, { mpn: "ne555p", manufacturer: "Texas Instruments Inc." }]);
    expect(fet).toMatchObject({ row: 1, status: "matched", how: "mpn", confidence: "high" });
    expect(fet.part?.mpn).toBe("2N7002");
    expect(fet.productId).toBe(fet.part?.productId);
    expect(fet.part?.packagings.length).toBeGreaterThan(0);
    expect(fet.part?.packagings[0]).toMatchObject({
      minimumOrderQuantity: expect.any(Number),
      orderQuantityMultiplier: expect.any(Number),
    });
    expect(fet.part?.packagings[0].priceBreaks.length).toBeGreaterThan(0);
    expect(timer).toMatchObject({ status: "matched", how: "mpn", confidence: "high" });
    expect(timer.part?.mpn).toBe("NE555P");
  });

  it("lowers the confidence when the part is another maker's", async () => {
    const [fet] = await match([{ mpn: "2N7002", manufacturer: "Nexperia" }]);
    expect(fet).toMatchObject({ status: "matched", how: "mpn", confidence: "medium", reason: "otherManufacturer" });
  });

  it("matches a prefix that leads to one part, and ranks several", async () => {
    const [one, several, ofMaker] = await match([{ mpn: "LM358PW" }, { mpn: "NE555" }, { mpn: "LM358", manufacturer: "ON Semiconductor" }]);
    expect(one).toMatchObject({ status: "matched", how: "mpnPrefix", confidence: "medium", reason: null });
    expect(one.part?.mpn).toBe("LM358PWR");
    expect(several).toMatchObject({ status: "ambiguous", how: "mpnPrefix", confidence: "low", reason: "severalParts" });
    expect(several.part?.mpn).toMatch(/^NE555/);
    expect(inStock(several.part)).toBe(true);
    expect(several.alternatives.length).toBeGreaterThan(0);
    expect(several.alternatives.length).toBeLessThanOrEqual(3);
    for (const part of several.alternatives) expect(part.mpn).toMatch(/^NE555/);
    // The maker named leaves one part of those the prefix begins.
    expect(ofMaker).toMatchObject({ status: "matched", how: "mpnPrefix" });
    expect(ofMaker.part?.mpn).toBe("LM358DR2G");
  });

  it("reads a part number written in the value column", async () => {
    const [timer, fet] = await match([
      { value: "NE555P", package: "DIP-8" },
      { value: "2n7002", package: "SOT-23" },
    ]);
    expect(timer).toMatchObject({ status: "matched", how: "mpn", confidence: "medium" });
    expect(timer.part?.mpn).toBe("NE555P");
    expect(fet.part?.mpn).toBe("2N7002");
  });

  it("offers a near miss as a suggestion, never as a match", async () => {
    const [typo] = await match([{ mpn: "NE555PP" }]);
    expect(typo).toMatchObject({ status: "suggested", how: "nearMiss", confidence: "low", reason: "didYouMean" });
    expect(typo.part?.mpn).toBe("NE555P");
  });

  it("runs the typo pass for many part numbers at once, finding what it finds for each", async () => {
    const keys = ["NE555PP", "LM358DTT", "2N7002LT1", "RC0603FR0710KLL", "QQZX99NOPE777"];
    const many = await typoCandidatesOfMany(t.db, keys);
    for (const key of keys) expect(many.get(key)?.[0], key).toBe((await typoCandidates(t.db, key))[0]);
  });

  it("answers an unknown part number, and a line with nothing to match, unmatched with the reason", async () => {
    const [unknown, empty] = await match([{ mpn: "QQZX-99-NOPE-777" }, { references: ["J1"] }]);
    expect(unknown).toMatchObject({
      status: "unmatched",
      how: null,
      productId: null,
      part: null,
      alternatives: [],
      reason: "unknownPartNumber",
    });
    expect(empty).toMatchObject({ status: "unmatched", reason: "nothingToMatch" });
  });
});

describe("by value and package", () => {
  it("reads value and footprint as the search box reads them", async () => {
    const [resistor, capacitor] = await match([
      { value: "10k", package: "R_0603_1608Metric", quantityPerBoard: 4 },
      { value: "100n X7R 50V", package: "0603" },
    ]);
    expect(resistor).toMatchObject({ status: "matched", how: "value", confidence: "medium" });
    expect(propertyOf(resistor.part, "resistance")).toBe(10_000);
    expect(propertyOf(resistor.part, "package")).toBe("0603");
    // The best in stock, with up to three alternatives of the same value, in stock first.
    expect(inStock(resistor.part)).toBe(true);
    expect(resistor.alternatives.length).toBeGreaterThan(0);
    expect(resistor.alternatives.length).toBeLessThanOrEqual(3);
    for (const part of resistor.alternatives) expect(propertyOf(part, "resistance")).toBe(10_000);
    expect(capacitor).toMatchObject({ status: "matched", how: "value" });
    expect(propertyOf(capacitor.part, "capacitance")).toBe(1e-7);
    expect(propertyOf(capacitor.part, "dielectric")).toBe("X7R");
  });

  it("reads values written the Turkish way", async () => {
    const [letter, comma, farads] = await match([{ value: "4k7" }, { value: "4,7k" }, { value: "100nF", package: "0603" }]);
    expect(letter).toMatchObject({ status: "matched", how: "value", confidence: "low" });
    expect(propertyOf(letter.part, "resistance")).toBe(4700);
    expect(propertyOf(comma.part, "resistance")).toBe(4700);
    expect(farads).toMatchObject({ status: "matched", how: "value", confidence: "medium" });
    expect(propertyOf(farads.part, "capacitance")).toBe(1e-7);
  });

  it("says when no part has the value, and when the value stands in for an unknown part number", async () => {
    const [none, standIn] = await match([
      { value: "3.3333G", package: "0201" },
      { mpn: "QQZX-10K-0603", value: "10k", package: "0603" },
    ]);
    expect(none).toMatchObject({ status: "unmatched", reason: "noValueMatch" });
    expect(standIn).toMatchObject({ status: "matched", how: "value", confidence: "low", reason: "unknownPartNumber" });
  });
});

describe("by the company's customer part number", () => {
  it("finds a business caller's number; a guest has none", async () => {
    const [part] = await rows<{ variantId: number; mpn: string }>(
      t.db,
      sql`SELECT v.id AS "variantId", p.mpn FROM variants v JOIN products p ON p.id = v.product_id WHERE p.mpn = 'LM358D'`,
    );
    const saved = await t.app.inject({
      method: "PUT",
      url: "/v1/identity/users/me/variant-customer-references",
      headers: { ...bearer(businessToken), "accept-language": "en" },
      payload: { variantId: part.variantId, number: "ACME-OPAMP-01" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const line = { customerPartNumber: "acme opamp 01", value: "Op-amp" };
    const [business] = await match([line], bearer(businessToken));
    expect(business).toMatchObject({ status: "matched", how: "customerNumber", confidence: "high" });
    expect(business.part).toMatchObject({ variantId: part.variantId, mpn: "LM358D" });
    const [guest] = await match([line]);
    expect(guest).toMatchObject({ status: "unmatched", reason: "unknownCustomerNumber" });
  });
});

describe("out of stock", () => {
  it("keeps the part, says it is out of stock and offers in-stock alternatives like it", async () => {
    const [part] = await rows<{ productId: number }>(t.db, sql`SELECT id AS "productId" FROM products WHERE mpn = 'LM358DT'`);
    await t.db.execute(sql`UPDATE variants SET total_stock = 0 WHERE product_id = ${part.productId}`);
    const [line] = await match([{ mpn: "LM358DT" }]);
    expect(line).toMatchObject({ status: "matched", how: "mpn", productId: part.productId, reason: "outOfStock" });
    expect(inStock(line.part)).toBe(false);
    expect(line.alternatives.length).toBeGreaterThan(0);
    for (const alternative of line.alternatives) {
      expect(inStock(alternative)).toBe(true);
      expect(alternative.productId).not.toBe(part.productId);
      expect(alternative.categoryId).toBe(line.part?.categoryId);
    }
  });
});

describe("no longer sold", () => {
  it("keeps the part, says it is no longer sold and offers in-stock parts like it that are sold", async () => {
    const [part] = await rows<{ productId: number }>(t.db, sql`SELECT id AS "productId" FROM products WHERE mpn = 'TL072CP'`);
    await t.db.execute(sql`UPDATE products SET status = 'obsolete' WHERE id = ${part.productId}`);
    const [line] = await match([{ mpn: "TL072CP" }]);
    expect(line).toMatchObject({ status: "matched", how: "mpn", productId: part.productId, reason: "discontinued" });
    expect(line.part?.status).toBe("obsolete");
    expect(line.alternatives.length).toBeGreaterThan(0);
    for (const alternative of line.alternatives) {
      expect(inStock(alternative)).toBe(true);
      expect(alternative.status).not.toBe("obsolete");
      expect(alternative.categoryId).toBe(line.part?.categoryId);
    }
  });
});

describe("validation", () => {
  it("refuses a bad BOM in the envelope, in the caller's language", async () => {
    const tooMany = Array.from({ length: 1001 }, (_, at) => lineOf({ mpn: "NE555P" }, at));
    const english = await post({ lines: tooMany });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ success: false, error: { message: expect.stringContaining("at most 1000 lines") } });
    const turkish = await post({ lines: [lineOf({ mpn: "NE555P", quantityPerBoard: 0 }, 0)] }, { "accept-language": "tr" });
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json()).toMatchObject({
      success: false,
      error: { errors: [{ field: "lines.0.quantityPerBoard", message: "Adet 1 ya da daha büyük bir tam sayı olmalı" }] },
    });
    const empty = await post({ lines: [] }, { "accept-language": "tr" });
    expect(empty.json().error.errors[0].message).toBe("En az bir satır ekleyin");
  });
});
