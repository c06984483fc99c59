// The catalog desk creates and deletes parts (docs/decisions/044-catalog-desk.md, docs/catalog-import.md): a products
// file's dry run counts its rows and names each refusal, applying it creates products and variants the product API
// and the product list's search find; a variant and a product added from the desk's forms; deletes refused for a
// part a project names and for a product's last variant, a part in a cart deleted with its cart line, orders keeping
// their copy; every change audited.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, signIn } from "./support/accounts";
import { getData, rows, sql } from "./support/catalog";
import { readyCheckout } from "./support/checkout";
import { multipart } from "./support/multipart";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens: Record<"catalog" | "sales" | "consumer", string> = { catalog: "", sales: "", consumer: "" };

interface Existing {
  variantId: number;
  productId: number;
  sku: string;
  mpn: string;
  maker: string;
  stock: number;
}

let leaf = "";
let parent = "";
let parts: Existing[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.catalog = await staffToken(t.db, "catalog");
  tokens.sales = await staffToken(t.db, "sales");
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  [{ code: leaf }] = await rows<{ code: string }>(
    t.db,
    sql`SELECT c.code FROM categories c WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id) ORDER BY c.id LIMIT 1`,
  );
  [{ code: parent }] = await rows<{ code: string }>(
    t.db,
    sql`SELECT c.code FROM categories c WHERE EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`,
  );
  parts = await rows<Existing>(
    t.db,
    sql`SELECT v.id AS "variantId", v.product_id AS "productId", v.sku, p.mpn, m.name AS maker, v.total_stock AS stock
        FROM variants v JOIN products p ON p.id = v.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE v.minimum_order_quantity = 1 AND (SELECT count(*) FROM variants o WHERE o.product_id = p.id) > 1
        ORDER BY v.id LIMIT 4`,
  );
});
afterAll(() => t.close());

type Caller = keyof typeof tokens;
const call = (caller: Caller, method: "GET" | "POST" | "DELETE", url: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url: `/v1/back-office/catalog${url}`,
    headers: { "accept-language": language, ...bearer(tokens[caller]) },
    payload,
  });

const upload = (caller: Caller, kind: string, name: string, content: string) => {
  const body = multipart({ kind }, { file: { name, content: Buffer.from(content), type: "text/csv" } });
  return t.app.inject({
    method: "POST",
    url: "/v1/back-office/catalog/imports",
    headers: { "accept-language": "en", ...bearer(tokens[caller]), ...body.headers },
    payload: body.payload,
  });
};

const bySku = (sku: string) =>
  t.app.inject({ method: "GET", url: `/v1/products/by-sku/${encodeURIComponent(sku)}?currency=USD`, headers: { "accept-language": "en" } });
/** The SKUs the list offers for a search: each listed part's packagings. */
const listed = async (text: string) =>
  (
    await getData<{ items: Array<{ packagings: Array<{ sku: string }> }> }>(
      t.app,
      `/v1/products/variants/search?search=${encodeURIComponent(text)}`,
    )
  ).items.flatMap((item) => item.packagings.map((packaging) => packaging.sku));
const auditOf = (productId: number) =>
  rows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    t.db,
    sql`SELECT action, before, after FROM staff_audit_log WHERE object_type = 'product' AND object_id = ${String(productId)} ORDER BY id`,
  );

describe("a products import", () => {
  let importId = 0;
  const header =
    "MPN;Manufacturer;Category;SKU;Packaging;ERP reference;MOQ;Multiplier;Description TR;Description EN;Quantity;Unit price;Stock;Datasheet";

  it("answers a dry run: new parts added, an existing one changed or unchanged, each wrong row refused with its reason", async () => {
    const [changed, unchanged, other] = parts;
    const lines = [
      header,
      `QX-1001;Yageo;${leaf};QX1001-CT;Cut Tape;ERP-QX-1;1;1;Deneme direnç;Test resistor;1;0,50;100;https://example.com/qx-1001.pdf`,
      `QX-1001;Yageo;;QX1001-RL;reel;ERP-QX-2;1000;1000;;;1000;0.2;5000;`,
      `QX-1002;Yageo;no-such-category;QX1002-CT;Cut Tape;ERP-QX-3;1;1;Deneme;Test;1;1;1;`,
      `QX-1003;Nobody Inc;${leaf};QX1003-CT;Cut Tape;ERP-QX-4;1;1;Deneme;Test;1;1;1;`,
      `QX-1001;Yageo;${leaf};QX1001-CT;Cut Tape;ERP-QX-5;1;1;Deneme;Test;1;1;1;`,
      `QX-1004;${other.maker};${leaf};${other.sku};Cut Tape;ERP-QX-6;1;1;Deneme;Test;1;1;1;`,
      `QX-1005;Yageo;${leaf};QX1005-CT;Cut Tape;ERP-QX-7;1;1;Deneme;Test;1;1;-5;`,
      `${changed.mpn};${changed.maker};;${changed.sku};;;;;;;;;${changed.stock + 7};`,
      `${unchanged.mpn};${unchanged.maker};;${unchanged.sku};;;;;;;;;${unchanged.stock};`,
      `QX-1006;Yageo;${parent};QX1006-CT;Cut Tape;ERP-QX-8;1;1;Deneme;Test;1;1;1;`,
    ];
    const answer = await upload("catalog", "products", "parts-2026-11.csv", lines.join("\n"));
    expect(answer.statusCode, answer.body).toBe(201);
    const dryRun = answer.json().data;
    importId = dryRun.id;
    expect(dryRun).toMatchObject({ kind: "products", status: "reviewed", counts: { added: 2, changed: 1, unchanged: 1, refused: 6 } });
    expect(dryRun.refusals.map((refusal: { row: number; code: string }) => [refusal.row, refusal.code])).toEqual([
      [4, "unknownCategory"],
      [5, "unknownMaker"],
      [6, "repeated"],
      [7, "skuOfOtherProduct"],
      [8, "badStock"],
      [11, "notLeafCategory"],
    ]);
    expect(dryRun.refusals[0].message).toBe("Row 4: no category has the code, slug or id “no-such-category”.");
    expect(dryRun.changes).toEqual(
      expect.arrayContaining([
        { row: 2, sku: "QX1001-CT", field: "newProduct", before: null, after: "Yageo QX-1001" },
        { row: 3, sku: "QX1001-RL", field: "newVariant", before: null, after: "Yageo QX-1001" },
        { row: 9, sku: changed.sku, field: "stock", before: String(changed.stock), after: String(changed.stock + 7) },
      ]),
    );
    const turkish = await call("catalog", "GET", `/imports/${importId}`, undefined, "tr");
    expect(turkish.json().data.refusals[1].message).toBe("Satır 5: “Nobody Inc” adlı bir üretici yok.");
    expect((await bySku("QX1001-CT")).statusCode).toBe(404);
  });

  it("refuses a new part without its required columns, naming the column", async () => {
    const csv = ["sku,mpn,manufacturer,category,packaging", `QX2001-CT,QX-2001,Yageo,${leaf},Cut Tape`].join("\n");
    const dryRun = (await upload("catalog", "products", "short.csv", csv)).json().data;
    expect(dryRun.refusals).toMatchObject([
      { row: 2, code: "missingValue", message: "Row 2: the column “erp reference” is required for a part the catalog does not have yet." },
    ]);
  });

  it("applies once: the product API and the product list's search find the new parts, the audit entry names the file", async () => {
    const applied = await call("catalog", "POST", `/imports/${importId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.counts).toEqual({ added: 2, changed: 1, unchanged: 1, refused: 6 });

    const cutTape = await bySku("QX1001-CT");
    expect(cutTape.statusCode, cutTape.body).toBe(200);
    expect(cutTape.json().data).toMatchObject({
      sku: "QX1001-CT",
      mpn: "QX-1001",
      description: "Test resistor",
      priceBreaks: [{ quantity: 1, unitPrice: 0.5 }],
      datasheetUrl: "https://example.com/qx-1001.pdf",
    });
    const reel = (await bySku("QX1001-RL")).json().data;
    expect(cutTape.json().data.variants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: "QX1001-CT", totalStock: 100, minimumOrderQuantity: 1 }),
        expect.objectContaining({ sku: "QX1001-RL", packaging: "Reel", totalStock: 5000, minimumOrderQuantity: 1000 }),
      ]),
    );
    expect(reel.priceBreaks).toEqual([{ quantity: 1000, unitPrice: 0.2 }]);
    expect(await listed("QX1001")).toEqual(expect.arrayContaining(["QX1001-CT", "QX1001-RL"]));

    const [changed] = parts;
    const changedVariants: Array<{ sku: string; totalStock: number }> = (await bySku(changed.sku)).json().data.variants;
    expect(changedVariants.find((variant) => variant.sku === changed.sku)?.totalStock).toBe(changed.stock + 7);

    expect((await call("catalog", "POST", `/imports/${importId}/apply`)).statusCode).toBe(409);
    const audit = await rows<{ after: { fileName: string; fileHash: string; counts: { added: number } } }>(
      t.db,
      sql`SELECT after FROM staff_audit_log WHERE object_type = 'catalog-import' AND object_id = ${String(importId)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ fileName: "parts-2026-11.csv", counts: { added: 2 } });
    expect(audit[0].after.fileHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("adding a product and a variant from the desk", () => {
  let productId = 0;
  const variant = {
    sku: "QX3001-CT",
    erpRef: "ERP-QX3-1",
    packaging: "Cut Tape",
    minimumOrderQuantity: "1",
    orderQuantityMultiplier: "1",
    totalStock: "40",
    breakQuantity: "1",
    unitPrice: "1,25",
  };
  const product = { category: leaf, manufacturer: "yageo", mpn: "QX-3001", descriptionTr: "Deneme", descriptionEn: "Desk part", variant };

  it("refuses a category with subcategories next to its field, then adds the product with its first variant", async () => {
    const wrong = await call("catalog", "POST", "/products", { ...product, category: parent });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.errors[0]).toMatchObject({ field: "category" });
    expect((await call("sales", "POST", "/products", { ...product, category: leaf })).statusCode).toBe(403);

    const added = await call("catalog", "POST", "/products", { ...product, category: leaf });
    expect(added.statusCode, added.body).toBe(201);
    productId = added.json().data.id;
    expect(added.json().data).toMatchObject({ mpn: "QX-3001", manufacturer: "Yageo", variants: [{ sku: "QX3001-CT", totalStock: 40 }] });
    expect(added.json().data.audit[0]).toMatchObject({ action: "create-product", objectId: String(productId) });
    expect((await bySku("QX3001-CT")).json().data.priceBreaks).toEqual([{ quantity: 1, unitPrice: 1.25 }]);
    expect(await listed("QX3001")).toContain("QX3001-CT");

    const again = await call("catalog", "POST", "/products", { ...product, category: leaf });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.errors.map((error: { field: string }) => error.field)).toEqual(["mpn", "variant.sku", "variant.erpRef"]);
  });

  it("adds a variant: a taken SKU and a first break above the MOQ refused, the new one found by the product API", async () => {
    const taken = await call("catalog", "POST", `/products/${productId}/variants`, variant);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.errors[0]).toMatchObject({ field: "sku", message: "The SKU QX3001-CT is already in the catalog." });
    const reel = {
      ...variant,
      sku: "QX3001-RL",
      erpRef: "ERP-QX3-2",
      packaging: "Reel",
      minimumOrderQuantity: "500",
      breakQuantity: "1000",
    };
    expect((await call("catalog", "POST", `/products/${productId}/variants`, reel)).statusCode).toBe(400);
    const added = await call("catalog", "POST", `/products/${productId}/variants`, { ...reel, breakQuantity: "500", unitPrice: "0.9" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.variants.map((row: { sku: string }) => row.sku)).toEqual(["QX3001-CT", "QX3001-RL"]);
    expect(added.json().data.audit[0]).toMatchObject({ action: "create-variant", after: { sku: "QX3001-RL" } });
    expect(added.json().data.variants[1]).toMatchObject({ minimumOrderQuantity: 500, packaging: "Reel" });
    expect((await bySku("QX3001-RL")).json().data.priceBreaks).toEqual([{ quantity: 500, unitPrice: 0.9 }]);
    expect(
      (await call("catalog", "POST", `/products/999999/variants`, { ...reel, breakQuantity: "500", sku: "QX3001-X", erpRef: "ERP-QX3-X" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("deleting", () => {
  it("deletes a variant in a cart with its line; the product's last variant is refused; the search drops it", async () => {
    const [cutTape] = await rows<{ id: number; productId: number }>(
      t.db,
      sql`SELECT id, product_id AS "productId" FROM variants WHERE sku = 'QX3001-CT'`,
    );
    const cart = await t.app.inject({
      method: "POST",
      url: "/v1/carts/users/me/active/lines",
      headers: bearer(tokens.consumer),
      payload: { items: [{ variantId: cutTape.id, quantity: 2 }] },
    });
    expect(cart.statusCode, cart.body).toBe(200);

    expect((await call("catalog", "DELETE", `/products/${cutTape.productId + 1}/variants/${cutTape.id}`)).statusCode).toBe(404);
    const deleted = await call("catalog", "DELETE", `/products/${cutTape.productId}/variants/${cutTape.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.variants.map((row: { sku: string }) => row.sku)).toEqual(["QX3001-RL"]);
    expect((await bySku("QX3001-CT")).statusCode).toBe(404);
    expect(await listed("QX3001")).toEqual(["QX3001-RL"]);
    const lines = await rows(t.db, sql`SELECT 1 FROM cart_lines WHERE variant_id = ${cutTape.id}`);
    expect(lines).toHaveLength(0);
    const audit = await auditOf(cutTape.productId);
    expect(audit.at(-1)).toMatchObject({ action: "delete-variant", before: { sku: "QX3001-CT" }, after: { removedCartLines: 1 } });

    const [reel] = await rows<{ id: number }>(t.db, sql`SELECT id FROM variants WHERE sku = 'QX3001-RL'`);
    const last = await call("catalog", "DELETE", `/products/${cutTape.productId}/variants/${reel.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe("This is the product's only variant: delete the product instead.");
  });

  it("refuses a product a project names, then deletes it once the project no longer does; an order keeps its line", async () => {
    const [part] = await rows<{ id: number; productId: number; sku: string }>(
      t.db,
      sql`SELECT id, product_id AS "productId", sku FROM variants WHERE sku = 'QX1001-CT'`,
    );
    const [project] = await rows<{ id: number }>(
      t.db,
      sql`INSERT INTO projects (company_id, name, period_start, period_end, interest_rate_code, maturity_days)
          SELECT id, 'Parts deletion project', '2026-01-01', '2027-01-01', 'V30', 30 FROM companies ORDER BY created_at LIMIT 1
          RETURNING id`,
    );
    await rows(
      t.db,
      sql`INSERT INTO project_items (project_id, variant_id, unit_price_usd, committed_quantity) VALUES (${project.id}, ${part.id}, 0.4, 100)`,
    );
    const refused = await call("catalog", "DELETE", `/products/${part.productId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("Parts deletion project");
    expect((await bySku(part.sku)).statusCode).toBe(200);

    await rows(t.db, sql`DELETE FROM project_items WHERE project_id = ${project.id}`);
    // The consumer orders the part: the order's line is a copy (no foreign key), so it outlives the part.
    await readyCheckout(t.app, tokens.consumer, { variantId: part.id });
    const placed = await t.app.inject({
      method: "POST",
      url: "/v1/orders/users/me",
      headers: { ...bearer(tokens.consumer), "accept-language": "en", "idempotency-key": randomUUID() },
      payload: { paymentType: "eft", readTerms: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber: string = placed.json().data.order.orderNumber;
    const deleted = await call("catalog", "DELETE", `/products/${part.productId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await bySku("QX1001-CT")).statusCode).toBe(404);
    expect((await bySku("QX1001-RL")).statusCode).toBe(404);
    expect(await listed("QX1001")).toEqual([]);
    const audit = await auditOf(part.productId);
    expect(audit.at(-1)).toMatchObject({ action: "delete-product", before: { mpn: "QX-1001" } });
    expect((audit.at(-1)!.before as { variants: unknown[] }).variants).toHaveLength(2);
    const order = await t.app.inject({
      method: "GET",
      url: `/v1/orders/users/me/${orderNumber}`,
      headers: { ...bearer(tokens.consumer), "accept-language": "en" },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(JSON.stringify(order.json().data)).toContain("QX1001-CT");
    expect((await call("catalog", "DELETE", `/products/${part.productId}`)).statusCode).toBe(404);
  });
});
