import { randomUUID } from "node:crypto";
import { XMLParser } from "fast-xml-parser";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../api/lib/csv";
import { xlsxRows } from "../../api/modules/reconciliation/statement-xlsx";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createCompanyUser, createVerifiedAccount, signIn } from "./support/accounts";
import { rows, search, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { multipart } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 34 item 1: a company's own part numbers (docs/decisions/043-customer-references.md).

let t: TestApp;
const tokens = { admin: "", buyer: "", other: "", consumer: "" };
const PASSWORD = "Passw0rd!x";
const BASE = "/identity/users/me/variant-customer-references";

interface Part {
  variantId: number;
  sku: string;
  mpn: string;
}
/** Parts of the demo data: `single` are of products sold in one packaging (named by their MPN in an import). */
let single: Part[] = [];
let ordered: Part;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const admin = DEMO_ACCOUNTS.businessAdmin.email;
  await createCompanyUser(t.db, admin, "buyer@references.example", PASSWORD, ["view-orders", "create-orders"]);
  await createVerifiedAccount(t.db, "b2b", "other-admin@references.example", PASSWORD);
  tokens.admin = (await signIn(t.app, admin, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, "buyer@references.example", PASSWORD, "b2b")).accessToken;
  tokens.other = (await signIn(t.app, "other-admin@references.example", PASSWORD, "b2b")).accessToken;
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  single = await rows<Part>(
    t.db,
    sql`SELECT min(v.id) AS "variantId", min(v.sku) AS sku, p.mpn FROM products p JOIN variants v ON v.product_id = p.id
        GROUP BY p.id HAVING count(*) = 1 ORDER BY p.id LIMIT 6`,
  );
  const { variantId } = await stockLimitedPart(t.db);
  [ordered] = await rows<Part>(
    t.db,
    sql`SELECT v.id AS "variantId", v.sku, p.mpn FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ${variantId}`,
  );
}, 120_000);
afterAll(() => t.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: "GET" | "PUT" | "DELETE" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...bearer(tokens[who]), "accept-language": "en", ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) },
    payload,
  });
const list = async (who: Who, query = "") => {
  const answer = await call(who, "GET", `${BASE}?pageSize=100${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as {
    items: Array<{ id: number; variantId: number; sku: string; number: string; note: string | null }>;
    totalCount: number;
    canManage: boolean;
  };
};
const upload = (who: Who, name: string, content: Buffer) => {
  const form = multipart({}, { file: { name, content, type: "text/csv" } });
  return t.app.inject({
    method: "POST",
    url: `/v1${BASE}/import`,
    headers: { ...bearer(tokens[who]), "accept-language": "en", ...form.headers },
    payload: form.payload,
  });
};

describe("the company's list", () => {
  let firstId = 0;

  it("adds a part's number by SKU, replaces it (one per part) and lists it to every user of the company", async () => {
    const added = await call("admin", "PUT", BASE, { sku: single[0].sku, number: "  ACME-R-001 ", note: "Resistor bin 4" });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ variantId: single[0].variantId, number: "ACME-R-001", note: "Resistor bin 4" });
    firstId = added.json().data.id;
    const replaced = await call("admin", "PUT", BASE, { variantId: single[0].variantId, number: "ACME-R-002" });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({ id: firstId, number: "ACME-R-002", note: null });

    const seen = await list("buyer");
    expect(seen.items.map((item) => [item.variantId, item.number])).toEqual([[single[0].variantId, "ACME-R-002"]]);
    expect(seen.canManage).toBe(false);
    expect((await list("admin")).canManage).toBe(true);
    expect((await list("admin", "&q=r-002")).totalCount).toBe(1);
    expect((await list("admin", `&q=${single[0].sku}`)).totalCount).toBe(1);
    expect((await list("admin", "&q=nothing-like-it")).totalCount).toBe(0);
  });

  it("keeps a number unique in the company whatever its case and dashes (409 on the number)", async () => {
    const taken = await call("admin", "PUT", BASE, { variantId: single[1].variantId, number: "acme r 002" });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().error.errors[0]).toMatchObject({ field: "number" });
    expect(taken.json().error.message).toContain(single[0].sku);
    const blank = await call("admin", "PUT", BASE, { variantId: single[1].variantId, number: " -- " });
    expect(blank.statusCode).toBe(400);
    const unknown = await call("admin", "PUT", BASE, { sku: "NO-SUCH-SKU-123", number: "X1" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.errors[0]).toMatchObject({ field: "sku" });
  });

  it("lets a user without manage-customer-references read but not write (403)", async () => {
    expect((await call("buyer", "PUT", BASE, { variantId: single[1].variantId, number: "B-1" })).statusCode).toBe(403);
    expect((await call("buyer", "DELETE", `${BASE}/${firstId}`)).statusCode).toBe(403);
    expect((await upload("buyer", "parts.csv", Buffer.from("SKU,Customer part number\r\nX,Y\r\n"))).statusCode).toBe(403);
    expect((await list("admin")).totalCount).toBe(1);
  });

  it("is another company's 404 and its own list; a consumer has none (403)", async () => {
    expect((await call("other", "DELETE", `${BASE}/${firstId}`)).statusCode).toBe(404);
    expect((await list("other")).totalCount).toBe(0);
    // The same number is free in another company.
    expect((await call("other", "PUT", BASE, { variantId: single[1].variantId, number: "ACME-R-002" })).statusCode).toBe(200);
    expect((await call("consumer", "GET", BASE)).statusCode).toBe(403);
    expect((await list("admin")).items.map((item) => item.number)).toEqual(["ACME-R-002"]);
  });

  it("deletes the company's own number", async () => {
    const other = (await list("other")).items[0];
    expect((await call("other", "DELETE", `${BASE}/${other.id}`)).statusCode).toBe(200);
    expect((await list("other")).totalCount).toBe(0);
  });
});

describe("import and export", () => {
  it("answers each row: added, changed, unchanged or refused with why", async () => {
    const csv = [
      "SKU;MPN;Customer part number;Note",
      `${single[0].sku};;ACME-R-002;`, // unchanged? the note column is given: empty stays empty
      `;${single[2].mpn};ACME-C-010;Caps`, // added by MPN
      `${single[3].sku};;ACME-C-011;`, // added
      `NO-SUCH-SKU;;ACME-X-1;`, // refused: unknown part
      `${single[4].sku};;;`, // refused: no number
      `${single[5].sku};;acme-c-010;`, // refused: the number is on another part
    ].join("\r\n");
    const answer = await upload("admin", "parts.csv", Buffer.from(csv));
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json().data;
    expect(result.rows.map((row: { line: number; outcome: string }) => [row.line, row.outcome])).toEqual([
      [2, "unchanged"],
      [3, "added"],
      [4, "added"],
      [5, "refused"],
      [6, "refused"],
      [7, "refused"],
    ]);
    expect(result).toMatchObject({ added: 2, changed: 0, unchanged: 1, refused: 3 });
    expect(result.rows[3].reason).toBe("No part has this SKU or MPN.");
    expect(result.rows[5].reason).toContain(single[2].sku);

    const again = await upload("admin", "parts.csv", Buffer.from(`SKU,Customer part number\r\n${single[3].sku},ACME-C-012\r\n`));
    expect(again.json().data.rows).toEqual([expect.objectContaining({ outcome: "changed", number: "ACME-C-012" })]);
    expect((await upload("admin", "parts.csv", Buffer.from("Part,Number\r\nA,B\r\n"))).statusCode).toBe(400);
  });

  it("exports the same rows as CSV and XLSX, with headers an import reads back", async () => {
    const listed = (await list("admin")).items.map((item) => [item.sku, item.number]).sort();
    const csv = await call("admin", "GET", `${BASE}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const [header, ...records] = parseCsv(csv.body.replace(/^\uFEFF/, "")).filter((record) => record.length > 1);
    expect(header).toEqual(["SKU", "MPN", "Manufacturer", "Customer part number", "Note"]);
    expect(records.map((record) => [record[0], record[3]]).sort()).toEqual(listed);

    const xlsx = await call("admin", "GET", `${BASE}/export?format=xlsx`);
    const sheet = (await xlsxRows(xlsx.rawPayload))!;
    expect(
      sheet
        .slice(1)
        .map((row) => [row[0], row[3]])
        .sort(),
    ).toEqual(listed);

    const back = await upload("admin", "export.csv", csv.rawPayload);
    expect(back.json().data).toMatchObject({ added: 0, changed: 0, refused: 0, unchanged: listed.length });
  });
});

describe("the number in use", () => {
  it("finds the part by the company's number, for its users only", async () => {
    await call("admin", "PUT", BASE, { variantId: ordered.variantId, number: "ACME-ORD-77" });
    const found = await t.app.inject({ method: "GET", url: search({ search: "acme ord 77" }), headers: bearer(tokens.buyer) });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.items[0].variantId).toBe(ordered.variantId);
    expect(found.headers["cache-control"]).toContain("private");
    const anonymous = await t.app.inject({ method: "GET", url: search({ search: "acme ord 77" }) });
    expect(anonymous.json().data.items.map((item: { variantId: number }) => item.variantId)).not.toContain(ordered.variantId);
    const suggested = await t.app.inject({
      method: "GET",
      url: "/v1/products/search/simple-fuzzy?search=ACME-ORD-77",
      headers: bearer(tokens.admin),
    });
    expect(suggested.json().data.parts[0]).toMatchObject({ variantId: ordered.variantId, sku: ordered.sku });
  });

  it("fills a new cart line's reference; the order line and the invoice (PDF and UBL-TR) carry it", async () => {
    await readyCheckout(t.app, tokens.admin, {
      variantId: ordered.variantId,
      business: true,
      extra: { identityNumber: "", currentAccountCode: "120.01.001" },
    });
    const cart = (await call("admin", "GET", "/carts/users/me/active")).json().data;
    expect(cart.slots.normal[0].customerReference).toBe("ACME-ORD-77");
    const placed = await call("admin", "POST", "/orders/users/me", { paymentType: "net", readTerms: true });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().data.order.orderNumber;
    const order = (await call("admin", "GET", `/orders/users/me/${orderNumber}`)).json().data;
    expect(order.lines[0].customerReference).toBe("ACME-ORD-77");
    const pdf = await call("admin", "GET", `/orders/users/me/${orderNumber}/invoice`);
    const pdfText = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
    expect(pdfText).toContain("ACME-ORD-77");
    const xml = new XMLParser().parse((await call("admin", "GET", `/orders/users/me/${orderNumber}/invoice.xml`)).body);
    const line = [xml.Invoice["cac:InvoiceLine"]].flat()[0];
    expect(line["cac:Item"]["cac:BuyersItemIdentification"]["cbc:ID"]).toBe("ACME-ORD-77");
  });
});
