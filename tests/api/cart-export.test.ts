import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "@contract/api/carts/schemas";
import { unitPriceDecimals } from "@contract/price-display";
import { roundToCents, toMicro } from "../../api/lib/money";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, signIn } from "./support/accounts";
import { rows } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** A customer reference a spreadsheet would run as a formula if it were written as it is. */
const FORMULA = '=HYPERLINK("http://evil.example","x")';
const CART_NAME = "Güç kartı: ışık İçöü";

let t: TestApp;
const tokens = { consumer: "", other: "" };
let cart: Cart;
let guestId: string;
let guestMpn: string;

type Method = "GET" | "POST" | "PATCH";
const asUser = (who: keyof typeof tokens, method: Method, url: string, payload?: object, language = "tr") =>
  t.app.inject({ method, url: `/v1/carts/users/me${url}`, headers: { ...bearer(tokens[who]), "accept-language": language }, payload });
const asGuest = (id: string | null, url: string, payload?: object) =>
  t.app.inject({
    method: payload ? "POST" : "GET",
    url: `/v1/carts/guests/me${url}`,
    headers: { "accept-language": "tr", ...(id ? { "x-anonymous-customer-id": id } : {}) },
    payload,
  });

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
const lines = (answer: Cart) => [...answer.slots.normal, ...answer.slots.projects.flatMap((project) => project.lines)];

async function pdfText(body: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0];
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  await createVerifiedAccount(t.db, "b2c", "export.other@example.com", "Baska2026");
  tokens.other = (await signIn(t.app, "export.other@example.com", "Baska2026", "b2c")).accessToken;
  const parts = await rows<{ variantId: number; minimum: number }>(
    t.db,
    sql`SELECT v.id AS "variantId", v.minimum_order_quantity AS minimum
        FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.is_show_price AND p.status <> 'obsolete' AND v.order_quantity_multiplier = 1 AND v.is_backorderable
        ORDER BY v.id LIMIT 3`,
  );
  expect(parts).toHaveLength(3);

  const created = await asUser("consumer", "POST", "", { name: CART_NAME });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  const items = parts.slice(0, 2).map((part) => ({ variantId: part.variantId, quantity: part.minimum }));
  const added = await asUser("consumer", "POST", `/${id}/lines`, { items });
  expect(added.json().data.items.every((item: { added: boolean }) => item.added)).toBe(true);
  const lineId = lines(added.json().data.cart)[0].id;
  const referenced = await asUser("consumer", "PATCH", `/${id}/lines/${lineId}`, { customerReference: FORMULA });
  expect(referenced.statusCode).toBe(200);
  cart = referenced.json().data.cart;

  guestId = randomUUID();
  const guestAdd = await asGuest(guestId, "/lines", { items: [{ variantId: parts[2].variantId, quantity: parts[2].minimum }] });
  guestMpn = lines(guestAdd.json().data.cart)[0].mpn;
}, 120_000);
afterAll(() => t.close());

describe("a user's cart export", () => {
  it("answers a PDF with the store, the cart's name in Turkish letters, every part and the total", async () => {
    const answer = await asUser("consumer", "GET", `/${cart.id}/export?format=pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="sepet-${cart.id}-${today()}.pdf"`);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain("Devre Elektronik");
    expect(text).toContain(CART_NAME);
    expect(text).toContain("Müşteri referansı");
    for (const line of lines(cart)) {
      expect(text).toContain(line.mpn);
      // The unit price with the decimals the pages show (docs/decisions/010-price-display.md), in Turkish writing.
      const decimals = unitPriceDecimals(Number(line.unitPrice!.primary));
      expect(line.unitPrice!.primary).toMatch(new RegExp(`\\.\\d{${decimals}}$`));
      const unit = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: decimals }).format(line.unitPrice!.primary as `${number}`);
      expect(text).toContain(unit);
      expect(toMicro(line.extendedPrice!.primary)).toBe(roundToCents(toMicro(line.unitPrice!.primary) * BigInt(line.quantity.value)));
    }
    const total = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2 }).format(cart.totals.primary.total as `${number}`);
    expect(text).toMatch(new RegExp(`Genel toplam\\s+${total.replace(/\./g, "\\.")} ${cart.totals.primary.currency}`));
  });

  it("answers in English when asked in English", async () => {
    const answer = await asUser("consumer", "GET", `/${cart.id}/export?format=pdf`, undefined, "en");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="cart-${cart.id}-${today()}.pdf"`);
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain("Customer reference");
    expect(text).toContain("Total");
  });

  it("answers an Excel sheet: a header row, a row per line with numbers, the totals, and no formula a customer typed", async () => {
    const answer = await asUser("consumer", "GET", `/${cart.id}/export?format=xlsx&currency=TRY`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe(XLSX_TYPE);
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="sepet-${cart.id}-${today()}.xlsx"`);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const priced = (await asUser("consumer", "GET", `/${cart.id}?currency=TRY`)).json().data as Cart;
    const sheet = await workbook(answer.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe("Üretici parça no");
    expect(sheet.getRow(1).getCell(7).value).toBe("Tutar (TRY)");
    lines(priced).forEach((line, index) => {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(1).value).toBe(line.mpn);
      expect(row.getCell(5).value).toBe(line.quantity.value);
      expect(row.getCell(6).value).toBe(Number(line.unitPrice!.primary));
      expect(row.getCell(6).numFmt).toBe(`#,##0.${"0".repeat(unitPriceDecimals(Number(line.unitPrice!.primary)))}`);
      expect(row.getCell(7).value).toBe(Number(line.extendedPrice!.primary));
      expect(row.getCell(7).numFmt).toBe("#,##0.00");
    });
    // The formula-like reference is text with the apostrophe, not a formula cell.
    const reference = sheet.getRow(2).getCell(4);
    expect(reference.value).toBe(`'${FORMULA}`);
    expect(reference.formula).toBeUndefined();
    const labels = new Map<unknown, unknown>();
    sheet.eachRow((row) => labels.set(row.getCell(6).value, row.getCell(7).value));
    expect(labels.get("Genel toplam (TRY)")).toBe(Number(priced.totals.primary.total));
    expect(labels.get("KDV (TRY)")).toBe(Number(priced.totals.primary.tax));
  });

  it("answers 404 for another user's cart, and 400 for a format it does not make", async () => {
    const other = await asUser("other", "GET", `/${cart.id}/export?format=pdf`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, errorCode: 404 });
    expect((await asUser("consumer", "GET", `/${cart.id}/export?format=docx`)).statusCode).toBe(400);
    expect((await asUser("consumer", "GET", `/${cart.id}/export`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: "GET", url: `/v1/carts/users/me/${cart.id}/export?format=pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("a guest's cart export", () => {
  it("answers the guest's cart, named for a guest", async () => {
    const answer = await asGuest(guestId, "/export?format=xlsx");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="sepet-guest-${today()}.xlsx"`);
    expect((await workbook(answer.rawPayload)).getRow(2).getCell(1).value).toBe(guestMpn);
    expect(await pdfText((await asGuest(guestId, "/export?format=pdf")).rawPayload)).toContain(guestMpn);
  });

  it("answers an empty cart for a guest who has added nothing, and creates none", async () => {
    const answer = await asGuest(null, "/export?format=pdf");
    expect(answer.statusCode).toBe(200);
    expect(await pdfText(answer.rawPayload)).toContain("Sepette ürün yok.");
    const stranger = randomUUID();
    expect((await asGuest(stranger, "/export?format=xlsx")).statusCode).toBe(200);
    const made = await rows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM carts WHERE guest_id = ${stranger}`);
    expect(made[0].count).toBe(0);
  });
});
