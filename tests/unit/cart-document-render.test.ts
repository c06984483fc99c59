import { describe, expect, it } from "vitest";
import { CART_DOCUMENT_KEYS } from "@contract/api/carts/documents";
import { PLACEHOLDERS, renderTemplate, TemplateError, type PlaceholderValues } from "../../api/modules/carts/documents/render";
import { placeholderValues, type DocumentFacts } from "../../api/modules/carts/documents/values";
import type { Address } from "../../api/db/schema";
import { ordersSettingsOf } from "../../api/config";
import { sellerOf } from "../../api/lib/seller";
import { documentTemplateSeeds } from "../../api/seed/document-templates";

/** Each placeholder's value names it, so a test sees which went where. */
const named = Object.fromEntries(PLACEHOLDERS.map((name) => [name, `<${name}>`])) as PlaceholderValues;

const totals = {
  currency: "TRY",
  subtotal: "1000.00",
  discount: "0.00",
  shipping: "0.00",
  tax: "200.00",
  projectSubtotal: "0.00",
  projectTax: "0.00",
  total: "1200.00",
  totalWithoutShipment: "1200.00",
} as const;
const facts: DocumentFacts = {
  storeName: "Devre Elektronik",
  seller: sellerOf(ordersSettingsOf({})),
  buyer: { firstName: "Deniz", lastName: "Kaya", email: "deniz@example.com", phoneCountryCode: null, phone: null },
  address: null,
  totals,
  date: new Date("2026-03-01T22:30:00Z"),
};

describe("the seeded document templates", () => {
  const seeds = documentTemplateSeeds();

  it("are both documents in both languages", () => {
    expect(seeds.map((seed) => `${seed.key}.${seed.locale}`).sort()).toEqual(
      CART_DOCUMENT_KEYS.flatMap((key) => [`${key}.en`, `${key}.tr`]).sort(),
    );
  });

  for (const seed of seeds) {
    it(`${seed.key} (${seed.locale}) uses only known placeholders, every one of them, and the lines once`, () => {
      const blocks = renderTemplate(seed.body, named);
      expect(blocks.filter((block) => block.type === "lines")).toHaveLength(1);
      const text = blocks.map((block) => ("text" in block ? block.text : "")).join("\n");
      expect(text).not.toMatch(/\{\{|\}\}/);
      for (const name of PLACEHOLDERS) expect(text, name).toContain(`<${name}>`);
      expect(blocks[0].type).toBe("paragraph");
      expect(blocks.filter((block) => block.type === "heading").length).toBeGreaterThanOrEqual(9);
    });
  }
});

describe("renderTemplate", () => {
  it("reads headings and paragraphs, keeps line breaks inside a paragraph, and puts the lines where the marker is", () => {
    expect(renderTemplate("## Taraflar\n\nAlıcı: {{buyer.name}}\nE-posta: {{buyer.email}}\n\n\n{{lines}}\n\nToplam", named)).toEqual([
      { type: "heading", text: "Taraflar" },
      { type: "paragraph", text: "Alıcı: <buyer.name>\nE-posta: <buyer.email>" },
      { type: "lines" },
      { type: "paragraph", text: "Toplam" },
    ]);
  });

  it("fills each placeholder once: a value that looks like a placeholder stays text", () => {
    const values = { ...named, "buyer.name": "{{cart.total}} <b>x</b>", "cart.total": "99,00" };
    expect(renderTemplate("{{buyer.name}} / {{cart.total}}", values)).toEqual([
      { type: "paragraph", text: "{{cart.total}} <b>x</b> / 99,00" },
    ]);
  });

  it("fails on an unknown placeholder and on the lines' marker inside other text", () => {
    expect(() => renderTemplate("Hello {{buyer.surname}}", named)).toThrow(
      new TemplateError("Unknown placeholder {{buyer.surname}} in a document template"),
    );
    expect(() => renderTemplate("{{ buyer.name }}", named)).toThrow(TemplateError);
    expect(() => renderTemplate("Ürünler: {{lines}}", named)).toThrow(/must be a paragraph of its own/);
  });
});

describe("placeholderValues", () => {
  it("says what the buyer has not given comes at checkout, in the template's language, and writes figures and the day as it does", () => {
    expect(placeholderValues(facts, "tr")).toEqual({
      "seller.name": "Devre Elektronik",
      "seller.title": "Devre Elektronik Sanayi ve Ticaret A.Ş.",
      "seller.address": "Örnek Mahallesi Teknoloji Caddesi No: 1, 34000 Kadıköy/İstanbul",
      "seller.mersisNumber": "0123456789000015",
      "seller.taxOffice": "Kadıköy",
      "seller.taxNumber": "1234567890",
      "seller.phone": "+90 216 000 00 00",
      "seller.email": "destek@devre.example",
      "seller.kep": "devreelektronik@hs01.kep.tr",
      "seller.website": "https://www.devre.example",
      "buyer.name": "Deniz Kaya",
      "buyer.email": "deniz@example.com",
      "buyer.phone": "Ödeme adımında bildirilecektir",
      "buyer.address": "Ödeme adımında bildirilecektir",
      "cart.total": "1.200,00",
      "cart.tax": "200,00",
      "cart.currency": "TRY",
      // 22:30 UTC is already the next day in Istanbul.
      date: "2 Mart 2026",
    });
    expect(placeholderValues(facts, "en")).toMatchObject({
      "buyer.address": "To be given at checkout",
      "cart.total": "1,200.00",
      date: "2 March 2026",
    });
  });

  it("writes the address on one line with its company and country, and takes the address's phone when the account has none", () => {
    const address = {
      companyName: "Demo Elektronik A.Ş.",
      addressLine: "Moda Caddesi No: 1",
      districtId: "Caferağa Mah",
      townId: "Kadıköy",
      cityName: "İstanbul",
      zipCode: "34710",
      countryCode: "TR",
      phoneCountryCode: "+90",
      phone: "216 000 00 00",
    } as Address;
    expect(placeholderValues({ ...facts, address }, "tr")).toMatchObject({
      "buyer.address": "Demo Elektronik A.Ş., Moda Caddesi No: 1, Caferağa Mah, 34710 Kadıköy/İstanbul, Türkiye",
      "buyer.phone": "+90 216 000 00 00",
    });
    const withPhone = { ...facts, address, buyer: { ...facts.buyer, phoneCountryCode: "+90", phone: "532 000 00 01" } };
    expect(placeholderValues(withPhone, "en")["buyer.phone"]).toBe("+90 532 000 00 01");
  });
});
