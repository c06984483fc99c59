import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_DOCUMENT_KEYS, type CartDocument } from "@contract/api/carts/documents";
import type { Cart } from "@contract/api/carts/schemas";
import { documentTemplates, users } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { seedDocumentTemplates } from "../../api/seed/document-templates";
import { bearer, createVerifiedAccount, signIn } from "./support/accounts";
import { rows } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

const LANGUAGES = ["tr", "en"] as const;
type Language = (typeof LANGUAGES)[number];
const TITLES = {
  "distance-sales-contract": { tr: "Mesafeli Satış Sözleşmesi", en: "Distance Sales Contract" },
  "preliminary-information-form": { tr: "Ön Bilgilendirme Formu", en: "Preliminary Information Form" },
};
/** A name that would run as a script if it were HTML, and would be the total if it were read as a placeholder. */
const HOSTILE_FIRST = "<script>alert(1)</script>";
const HOSTILE_LAST = "{{cart.total}}";

let t: TestApp;
const tokens = { consumer: "", hostile: "", empty: "" };
let cart: Cart;
let hostileCartId: number;
let emptyCartId: number;

const asUser = (who: keyof typeof tokens, url: string, language: Language = "tr", method: "GET" | "POST" = "GET", payload?: object) =>
  t.app.inject({ method, url: `/v1/carts/users/me${url}`, headers: { ...bearer(tokens[who]), "accept-language": language }, payload });

const documentOf = async (who: keyof typeof tokens, cartId: number, key: string, language: Language) => {
  const answer = await asUser(who, `/${cartId}/${key}`, language);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as CartDocument;
};
const allText = (document: CartDocument) => document.blocks.map((block) => ("text" in block ? block.text : "")).join("\n");
const cartLines = (answer: Cart) => [...answer.slots.normal, ...answer.slots.projects.flatMap((project) => project.lines)];
const amount = (value: string, language: Language) =>
  new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-GB", { minimumFractionDigits: 2 }).format(value as `${number}`);

/** A new cart of the user's holding the parts at their minimums; its id. */
async function cartWith(who: keyof typeof tokens, parts: Array<{ variantId: number; minimum: number }>) {
  const created = await asUser(who, "", "tr", "POST", { name: "Belgeler" });
  const id = created.json().data.id as number;
  if (parts.length) {
    const added = await asUser(who, `/${id}/lines`, "tr", "POST", {
      items: parts.map((part) => ({ variantId: part.variantId, quantity: part.minimum })),
    });
    expect(added.json().data.items.every((item: { added: boolean }) => item.added)).toBe(true);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  await createVerifiedAccount(t.db, "b2c", "documents.hostile@example.com", "Baska2026");
  await t.db
    .update(users)
    .set({ firstName: HOSTILE_FIRST, lastName: HOSTILE_LAST })
    .where(eq(users.email, "documents.hostile@example.com"));
  tokens.hostile = (await signIn(t.app, "documents.hostile@example.com", "Baska2026", "b2c")).accessToken;
  await createVerifiedAccount(t.db, "b2c", "documents.empty@example.com", "Baska2026");
  tokens.empty = (await signIn(t.app, "documents.empty@example.com", "Baska2026", "b2c")).accessToken;

  const parts = await rows<{ variantId: number; minimum: number }>(
    t.db,
    sql`SELECT v.id AS "variantId", v.minimum_order_quantity AS minimum
        FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.is_show_price AND p.status <> 'obsolete' AND v.order_quantity_multiplier = 1 AND v.is_backorderable
        ORDER BY v.id LIMIT 2`,
  );
  expect(parts).toHaveLength(2);
  const id = await cartWith("consumer", parts);
  cart = (await asUser("consumer", `/${id}`)).json().data;
  hostileCartId = await cartWith("hostile", parts.slice(0, 1));
  emptyCartId = await cartWith("empty", []);
}, 120_000);
afterAll(() => t.close());

describe("a cart's legal documents", () => {
  for (const key of CART_DOCUMENT_KEYS) {
    for (const language of LANGUAGES) {
      it(`${key} in ${language}: the buyer, every line's part, the cart's total`, async () => {
        const answer = await asUser("consumer", `/${cart.id}/${key}`, language);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers["cache-control"]).toBe("private, no-store");
        const document = answer.json().data as CartDocument;
        const priced = (await asUser("consumer", `/${cart.id}`, language)).json().data as Cart;
        expect(document).toMatchObject({ key, locale: language, title: TITLES[key][language], version: 2 });
        expect(Date.parse(document.generatedAt)).not.toBeNaN();

        const text = allText(document);
        expect(text).toContain("Deniz Kaya");
        expect(text).toContain(DEMO_ACCOUNTS.consumer.email);
        expect(text).toContain("+90 532 000 00 01");
        // The consumer's default (shipping) address, with the country in the document's language.
        expect(text).toContain("Atatürk Bulvarı No: 10 Daire 3, Kızılay Mah, 06420 Çankaya/Ankara");
        expect(text).toContain("Devre Elektronik");
        const { total, tax, currency } = priced.totals.primary;
        expect(text).toContain(`${amount(total, language)} ${currency}`);
        expect(text).toContain(`${amount(tax, language)} ${currency}`);
        expect(text).not.toMatch(/\{\{|\}\}/);

        // The lines where the template puts them, with the cart's own figures.
        expect(document.blocks.filter((block) => block.type === "lines")).toHaveLength(1);
        expect(document.lines).toEqual(
          cartLines(priced).map((line) => ({
            mpn: line.mpn,
            manufacturerName: line.manufacturerName,
            description: line.description,
            quantity: line.quantity.value,
            unitPrice: line.unitPrice!.primary,
            vatRate: line.vatRate,
            totalPrice: line.totalPrice!.primary,
          })),
        );
        expect(document.lines.map((line) => line.mpn)).toEqual(cartLines(cart).map((line) => line.mpn));
        expect(document.totals).toEqual(priced.totals.primary);
      });
    }
  }

  it("keeps a name with markup or a placeholder in it as text", async () => {
    for (const key of CART_DOCUMENT_KEYS) {
      const document = await documentOf("hostile", hostileCartId, key, "en");
      const text = allText(document);
      expect(text).toContain(`Name: ${HOSTILE_FIRST} ${HOSTILE_LAST}`);
      expect(text).not.toContain(`${HOSTILE_FIRST} ${amount(document.totals.total, "en")}`);
    }
  });

  it("says the address and phone come at checkout when the buyer has given neither", async () => {
    const turkish = allText(await documentOf("hostile", hostileCartId, "preliminary-information-form", "tr"));
    expect(turkish).toContain("Adresi: Ödeme adımında bildirilecektir");
    expect(turkish).toContain("Telefon: Ödeme adımında bildirilecektir");
    const english = allText(await documentOf("hostile", hostileCartId, "distance-sales-contract", "en"));
    expect(english).toContain("Address: To be given at checkout");
  });

  it("answers 409 with the reason for an empty cart", async () => {
    for (const key of CART_DOCUMENT_KEYS) {
      const answer = await asUser("empty", `/${emptyCartId}/${key}`, "en");
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        success: false,
        errorCode: 409,
        error: { message: "Your cart has no parts: the documents are filled in with the parts in the cart. Add parts to the cart first." },
      });
    }
  });

  it("answers 404 for another user's cart and 401 without a sign-in", async () => {
    for (const key of CART_DOCUMENT_KEYS) {
      const other = await asUser("empty", `/${cart.id}/${key}`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ success: false, errorCode: 404 });
      expect(other.body).not.toContain("Deniz");
      const guest = await t.app.inject({ method: "GET", url: `/v1/carts/users/me/${cart.id}/${key}` });
      expect(guest.statusCode).toBe(401);
    }
  });
});

describe("the document templates' seed", () => {
  const template = (key: string) =>
    t.db
      .select()
      .from(documentTemplates)
      .where(and(eq(documentTemplates.key, key), eq(documentTemplates.locale, "tr")));

  it("seeds both documents in both languages once, keeps a text edited in the database and replaces an older one", async () => {
    expect(await t.db.select({ key: documentTemplates.key, locale: documentTemplates.locale }).from(documentTemplates)).toHaveLength(4);
    await t.db
      .update(documentTemplates)
      .set({ body: "Düzenlendi: {{buyer.name}}\n\n{{lines}}", version: 3 })
      .where(eq(documentTemplates.key, "distance-sales-contract"));
    await t.db
      .update(documentTemplates)
      .set({ body: "Eski metin", version: 0 })
      .where(eq(documentTemplates.key, "preliminary-information-form"));
    await seedDocumentTemplates(t.db);

    expect(await t.db.select().from(documentTemplates)).toHaveLength(4);
    const [edited] = await template("distance-sales-contract");
    expect(edited).toMatchObject({ body: "Düzenlendi: {{buyer.name}}\n\n{{lines}}", version: 3 });
    const [older] = await template("preliminary-information-form");
    expect(older.version).toBe(2);
    expect(older.body).toContain("{{lines}}");
    // The edited text is what the buyer now reads, with its version.
    const document = await documentOf("consumer", cart.id!, "distance-sales-contract", "tr");
    expect(document).toMatchObject({ version: 3, blocks: [{ type: "paragraph", text: "Düzenlendi: Deniz Kaya" }, { type: "lines" }] });
  });
});
