// The back office's catalog desk (docs/decisions/044-catalog-desk.md): a product and a variant's price breaks edited
// and shown by the public product API, with their audit entries and the search index's table following; a price
// import's dry run listing exactly its wrong rows, applied once in one transaction; refused to other callers.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, signIn } from "./support/accounts";
import { getData, rows, sql } from "./support/catalog";
import { multipart } from "./support/multipart";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens: Record<"catalog" | "sales" | "consumer", string> = { catalog: "", sales: "", consumer: "" };

interface Part {
  variantId: number;
  productId: number;
  sku: string;
  slug: string;
  firstQuantity: number;
}

/** Variants sold one at a time, with their prices shown and no discount (their price is the first break's as stored). */
const plainParts = (limit: number) =>
  rows<Part>(
    t.db,
    sql`SELECT v.id AS "variantId", v.product_id AS "productId", v.sku, p.slug,
               (SELECT min(b.quantity) FROM price_breaks b WHERE b.variant_id = v.id) AS "firstQuantity"
        FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.minimum_order_quantity = 1 AND v.is_show_price
          AND NOT EXISTS (SELECT 1 FROM category_group_variants gv WHERE gv.variant_id = v.id)
        ORDER BY v.id LIMIT ${limit}`,
  );

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.catalog = await staffToken(t.db, "catalog");
  tokens.sales = await staffToken(t.db, "sales");
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
});
afterAll(() => t.close());

type Caller = keyof typeof tokens;
const call = (caller: Caller | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1/back-office/catalog${url}`,
    headers: { "accept-language": "en", ...(caller ? bearer(tokens[caller]) : {}) },
    payload,
  });

const publicProduct = (sku: string) =>
  getData(t.app, `/v1/products/by-sku/${encodeURIComponent(sku)}?currency=USD`, { "accept-language": "en" });

const upload = (caller: Caller, kind: string, name: string, content: string | Buffer) => {
  const body = multipart({ kind }, { file: { name, content: Buffer.from(content), type: "text/csv" } });
  return t.app.inject({
    method: "POST",
    url: "/v1/back-office/catalog/imports",
    headers: { "accept-language": "en", ...bearer(tokens[caller]), ...body.headers },
    payload: body.payload,
  });
};

describe("who may use the desk", () => {
  it("answers 401 without a token and 403 to sales staff and to a customer", async () => {
    expect((await call(null, "GET", "/products")).statusCode).toBe(401);
    for (const caller of ["sales", "consumer"] as const) {
      expect((await call(caller, "GET", "/products")).statusCode).toBe(403);
      expect((await call(caller, "GET", "/products/1")).statusCode).toBe(403);
      expect((await upload(caller, "prices", "prices.csv", "sku,quantity,unit price\n")).statusCode).toBe(403);
    }
  });
});

describe("finding a product", () => {
  it("finds a product by the start of its MPN, one of its SKUs, or its maker, a page at a time", async () => {
    const byMpn = (await call("catalog", "GET", "/products?q=rc0603fr-0710")).json().data;
    expect(byMpn.items.map((item: { mpn: string }) => item.mpn)).toContain("RC0603FR-0710KL");
    const [part] = await plainParts(1);
    const bySku = (await call("catalog", "GET", `/products?q=${encodeURIComponent(part.sku)}`)).json().data;
    expect(bySku.items.map((item: { id: number }) => item.id)).toContain(part.productId);
    const byMaker = (await call("catalog", "GET", "/products?q=yageo&pageSize=5")).json().data;
    expect(byMaker.items).toHaveLength(5);
    expect(byMaker.totalCount).toBeGreaterThan(5);
    expect(byMaker.items.every((item: { manufacturer: string }) => item.manufacturer.toLowerCase().includes("yageo"))).toBe(true);
  });
});

describe("editing a product and a variant", () => {
  it("saves the English description: the product API shows it, the audit log has its before and after", async () => {
    const [part] = await plainParts(1);
    const product = (await call("catalog", "GET", `/products/${part.productId}`)).json().data;
    const body = {
      descriptionTr: product.descriptionTr,
      descriptionEn: "Thick film chip resistor, edited by the catalog desk",
      detailedDescriptionTr: product.detailedDescriptionTr,
      detailedDescriptionEn: "Checked against the maker's datasheet.",
      status: "nrnd",
      datasheetUrl: "https://example.com/datasheet.pdf",
      rohs: true,
      images: ["/images/catalog/edited.svg", ...product.images].join("\n"),
      properties: {},
    };
    const saved = await call("catalog", "PUT", `/products/${part.productId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = saved.json().data.audit[0];
    expect(entry).toMatchObject({ action: "edit-product", objectType: "product", objectId: String(part.productId) });
    expect(entry.before.descriptionEn).toBe(product.descriptionEn);
    expect(entry.after.descriptionEn).toBe(body.descriptionEn);

    const shown = await publicProduct(part.sku);
    expect(shown).toMatchObject({
      description: body.descriptionEn,
      detailedDescription: body.detailedDescriptionEn,
      productStatus: "nrnd",
      datasheetUrl: body.datasheetUrl,
    });
    expect(shown.medias[0].path).toBe("/images/catalog/edited.svg");
  });

  it("refuses a property the category does not define, and a text where a number is due, next to the field", async () => {
    const [part] = await plainParts(1);
    const product = (await call("catalog", "GET", `/products/${part.productId}`)).json().data;
    const numeric = product.properties.find((property: { kind: string }) => property.kind === "numeric");
    const base = { descriptionTr: product.descriptionTr, descriptionEn: product.descriptionEn, status: "active", rohs: true };
    const unknown = await call("catalog", "PUT", `/products/${part.productId}`, { ...base, properties: { colour: "red" } });
    expect(unknown.statusCode).toBe(400);
    const notNumber = await call("catalog", "PUT", `/products/${part.productId}`, { ...base, properties: { [numeric.code]: "ten" } });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().error.errors[0]).toMatchObject({ field: `properties.${numeric.code}` });
  });

  it("saves a variant's price breaks: the product API shows them, variant_search follows, the audit log keeps both", async () => {
    const [part] = await plainParts(1);
    const product = (await call("catalog", "GET", `/products/${part.productId}`)).json().data;
    const variant = product.variants.find((candidate: { id: number }) => candidate.id === part.variantId);
    const body = {
      ...variant,
      upcomingStock: 500,
      upcomingStockDate: "2027-01-15",
      priceBreaks: [
        { quantity: 1, unitPrice: "0,75" },
        { quantity: 100, unitPrice: "0.5" },
        { quantity: "", unitPrice: "" },
      ],
    };
    const wrong = await call("catalog", "PUT", `/products/${part.productId}/variants/${part.variantId}`, {
      ...body,
      priceBreaks: [{ quantity: 5, unitPrice: "0.5" }],
    });
    expect(wrong.statusCode).toBe(400);
    const otherProduct = await call("catalog", "PUT", `/products/${part.productId + 1}/variants/${part.variantId}`, body);
    expect(otherProduct.statusCode).toBe(404);

    const saved = await call("catalog", "PUT", `/products/${part.productId}/variants/${part.variantId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = saved.json().data.audit[0];
    expect(entry).toMatchObject({ action: "edit-variant" });
    expect(entry.before.priceBreaks).toEqual(variant.priceBreaks);
    expect(entry.after.priceBreaks).toEqual([
      { quantity: 1, unitPrice: "0.75" },
      { quantity: 100, unitPrice: "0.5" },
    ]);

    const shown = await publicProduct(part.sku);
    expect(shown.priceBreaks).toEqual([
      { quantity: 1, unitPrice: 0.75 },
      { quantity: 100, unitPrice: 0.5 },
    ]);
    expect(shown).toMatchObject({ upcomingStock: 500, upcomingStockDate: "2027-01-15" });
    const [searchRow] = await rows<{ price: string }>(
      t.db,
      sql`SELECT unit_price_usd::text AS price FROM variant_search WHERE id = ${part.variantId}`,
    );
    expect(Number(searchRow.price)).toBe(0.75);
  });
});

describe("a price import", () => {
  let importId = 0;
  let parts: Part[] = [];
  const wrongRows = { unknown: 101, negative: 502, badQuantity: 903 };

  it("answers a dry run listing exactly the 3 wrong rows of 1,000, with their row numbers, and changes nothing", async () => {
    parts = (await plainParts(1_100)).slice(1, 998);
    expect(parts).toHaveLength(997);
    const lines = ["SKU;Quantity;Unit price;Currency"];
    let next = 0;
    // Row 1 is the header: data row n is line n of the file.
    for (let row = 2; row <= 1_001; row++) {
      if (row === wrongRows.unknown) lines.push("NO-SUCH-SKU-1;1;1,25;USD");
      else if (row === wrongRows.negative) lines.push(`${parts[0].sku};${parts[0].firstQuantity};-2,50;USD`);
      else if (row === wrongRows.badQuantity) lines.push(`${parts[1].sku};1,5;2,50;USD`);
      else {
        const part = parts[next++];
        lines.push(`${part.sku};${part.firstQuantity};${(7 + (next % 50) / 100).toFixed(2).replace(".", ",")};USD`);
      }
    }
    const answer = await upload("catalog", "prices", "prices-2026-11.csv", lines.join("\r\n"));
    expect(answer.statusCode, answer.body).toBe(201);
    const dryRun = answer.json().data;
    importId = dryRun.id;
    expect(dryRun).toMatchObject({ status: "reviewed", counts: { added: 0, changed: 997, unchanged: 0, refused: 3 } });
    expect(dryRun.refusals.map((refusal: { row: number; code: string }) => [refusal.row, refusal.code])).toEqual([
      [wrongRows.unknown, "unknownSku"],
      [wrongRows.negative, "badPrice"],
      [wrongRows.badQuantity, "badQuantity"],
    ]);
    expect(dryRun.refusals[0].message).toBe("Row 101: no variant has the SKU “NO-SUCH-SKU-1”.");
    const turkish = await t.app.inject({
      method: "GET",
      url: `/v1/back-office/catalog/imports/${importId}`,
      headers: { "accept-language": "tr", ...bearer(tokens.catalog) },
    });
    expect(turkish.json().data.refusals[0].message).toBe("Satır 101: “NO-SUCH-SKU-1” stok kodlu bir varyant yok.");
    const shown = await publicProduct(parts[5].sku);
    expect(shown.priceBreaks[0].unitPrice).not.toBe(7.06);
  });

  it("applies once in one transaction: the product API shows the new prices, one audit entry names the file", async () => {
    const applied = await call("catalog", "POST", `/imports/${importId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ status: "applied", counts: { changed: 997, refused: 3 } });
    for (const [index, expected] of [
      [5, 7.06],
      [500, 7.01],
      [996, 7.47],
    ] as const) {
      const shown = await publicProduct(parts[index].sku);
      expect(shown.priceBreaks[0]).toEqual({ quantity: parts[index].firstQuantity, unitPrice: expected });
    }
    const [searchRow] = await rows<{ price: string }>(
      t.db,
      sql`SELECT unit_price_usd::text AS price FROM variant_search WHERE id = ${parts[5].variantId}`,
    );
    expect(Number(searchRow.price)).toBe(7.06);

    const again = await call("catalog", "POST", `/imports/${importId}/apply`);
    expect(again.statusCode).toBe(409);
    const audit = await rows<{ after: { fileName: string; fileHash: string; counts: { changed: number }; changes: unknown[] } }>(
      t.db,
      sql`SELECT after FROM staff_audit_log WHERE object_type = 'catalog-import' AND object_id = ${String(importId)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ fileName: "prices-2026-11.csv", counts: { changed: 997 } });
    expect(audit[0].after.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(audit[0].after.changes).toHaveLength(997);
  });

  it("reads a stock file: unchanged rows counted, a wrong date refused with its row", async () => {
    const [first, second] = parts;
    const csv = ["sku,stock,upcoming stock,upcoming stock date", `${first.sku},1234,,`, `${second.sku},5,10,someday`].join("\n");
    const dryRun = (await upload("catalog", "stock", "stock.csv", csv)).json().data;
    expect(dryRun.counts).toMatchObject({ changed: 1, refused: 1 });
    expect(dryRun.refusals).toMatchObject([{ row: 3, code: "badDate" }]);
    expect((await call("catalog", "POST", `/imports/${dryRun.id}/apply`)).statusCode).toBe(200);
    const product = (await call("catalog", "GET", `/products/${first.productId}`)).json().data;
    expect(product.variants.find((variant: { id: number }) => variant.id === first.variantId)).toMatchObject({
      totalStock: 1234,
      upcomingStock: null,
      upcomingStockDate: null,
    });
  });

  it("reads an Excel workbook's first sheet: numbers as the cells hold them, a Turkish header", async () => {
    const [part] = parts;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Fiyatlar");
    sheet.addRow(["Stok kodu", "Kademe", "Birim fiyat", "Para birimi"]);
    sheet.addRow([part.sku, 250_000, 0.0123456, "USD"]);
    sheet.addRow([part.sku, 500_000, 0.011, "EUR"]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const dryRun = (await upload("catalog", "prices", "fiyatlar.xlsx", content)).json().data;
    expect(dryRun.counts).toMatchObject({ added: 1, changed: 0, refused: 1 });
    expect(dryRun.changes).toEqual([{ row: 2, sku: part.sku, field: "price@250000", before: null, after: "0.012346" }]);
    expect(dryRun.refusals).toMatchObject([{ row: 3, code: "badCurrency" }]);
  });

  it("refuses a file without the kind's header as a whole", async () => {
    const answer = await upload("catalog", "prices", "wrong.csv", "name,amount\nx,1\n");
    expect(answer.statusCode).toBe(400);
  });
});
