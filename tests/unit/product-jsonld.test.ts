import { describe, expect, it } from "vitest";
import type { ProductDetail, VariantSummary } from "../../contract/api/catalog/schemas";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "../../app/features/catalog/product-jsonld";

const variant = (overrides: Partial<VariantSummary>): VariantSummary => ({
  variantId: 1,
  sku: "DE-1",
  erpRefId: "E1",
  packaging: "Cut Tape",
  isReel: false,
  mpq: 5000,
  minimumOrderQuantity: 10,
  orderQuantityMultiplier: 10,
  isShowPrice: true,
  isShowStock: true,
  totalStock: 100,
  onOrder: 0,
  upcomingStock: null,
  upcomingStockDate: null,
  isDiscountAllowed: false,
  maxDiscountRate: 0,
  priceBreaks: [
    { quantity: 10, unitPrice: 0.0123 },
    { quantity: 1000, unitPrice: 0.0021 },
  ],
  discount: null,
  ...overrides,
});

const product = {
  mpn: "RC0603FR-0710KL",
  sku: "DE-1",
  description: "10 kΩ 1% 0603",
  currency: "EUR",
  manufacturer: { id: 1, name: "Yageo", slug: "yageo" },
  medias: [{ path: "/media/rc0603.png", kind: "image", alt: "" }],
  breadcrumb: [{ id: 1, code: "r", name: "Resistors", slug: "resistors" }],
  properties: [{ code: "resistance", label: "Resistance", unit: "Ω", kind: "numeric", value: 10000, display: "10 kΩ" }],
  variants: [
    variant({}),
    variant({ variantId: 2, sku: "DE-2", packaging: "Reel", totalStock: 0, upcomingStock: 5000 }),
    variant({ variantId: 3, sku: "DE-3", isShowPrice: false, priceBreaks: [] }),
  ],
} as unknown as ProductDetail;

describe("productJsonLd", () => {
  const ld = productJsonLd(product, {
    url: "https://shop.test/en/p/resistors/rc",
    imageUrl: (path) => `https://shop.test${path}`,
    variantUrl: (sku) => `https://shop.test/en/p/resistors/rc?sku=${sku}`,
  });

  it("describes the part with its brand, images and properties", () => {
    expect(ld).toMatchObject({
      "@type": "Product",
      mpn: "RC0603FR-0710KL",
      brand: { name: "Yageo" },
      image: ["https://shop.test/media/rc0603.png"],
    });
    expect(ld.additionalProperty).toEqual([{ "@type": "PropertyValue", name: "Resistance", value: "10 kΩ" }]);
  });

  it("has one offer per packaging, priced by its breaks, with availability", () => {
    expect(ld.offers).toHaveLength(3);
    expect(ld.offers[0]).toMatchObject({ sku: "DE-1", price: 0.0123, priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect(ld.offers[0].priceSpecification).toHaveLength(2);
    expect(ld.offers[1].availability).toBe("https://schema.org/BackOrder");
    expect(ld.offers[2]).not.toHaveProperty("price");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "u1" },
        { name: "Resistors", url: "u2" },
      ]).itemListElement[1],
    ).toEqual({ "@type": "ListItem", position: 2, name: "Resistors", item: "u2" });
  });
});

describe("jsonLdText", () => {
  it("cannot close its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
