// Structured data for product pages (schema.org Product with an Offer per packaging, BreadcrumbList),
// built in the loader from the API's answer; the page renders it as JSON-LD.

import type { BreadcrumbItem, ProductDetail, VariantSummary } from "@contract/api/catalog/schemas";

export interface JsonLdCrumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: JsonLdCrumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

function availability(variant: VariantSummary): string {
  if (!variant.isShowStock || variant.totalStock === null) return "https://schema.org/LimitedAvailability";
  if (variant.totalStock > 0) return "https://schema.org/InStock";
  return (variant.upcomingStock ?? variant.onOrder ?? 0) > 0 ? "https://schema.org/BackOrder" : "https://schema.org/OutOfStock";
}

function offer(product: ProductDetail, variant: VariantSummary, variantUrl: (sku: string) => string) {
  const priced = variant.isShowPrice && variant.priceBreaks.length > 0;
  return {
    "@type": "Offer",
    sku: variant.sku,
    url: variantUrl(variant.sku),
    availability: availability(variant),
    itemCondition: "https://schema.org/NewCondition",
    eligibleQuantity: { "@type": "QuantitativeValue", minValue: variant.minimumOrderQuantity },
    ...(priced
      ? {
          priceCurrency: product.currency,
          price: variant.priceBreaks[0].unitPrice,
          priceSpecification: variant.priceBreaks.map((priceBreak) => ({
            "@type": "UnitPriceSpecification",
            price: priceBreak.unitPrice,
            priceCurrency: product.currency,
            eligibleQuantity: { "@type": "QuantitativeValue", minValue: priceBreak.quantity },
          })),
        }
      : {}),
  };
}

/** Structured data wants absolute URLs: the options turn site paths and skus into them. */
export function productJsonLd(
  product: ProductDetail,
  options: { url: string; imageUrl: (path: string) => string; variantUrl: (sku: string) => string },
) {
  const images = product.medias.filter((media) => media.kind === "image").map((media) => options.imageUrl(media.path));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.mpn,
    mpn: product.mpn,
    sku: product.sku,
    description: product.description,
    url: options.url,
    brand: { "@type": "Brand", name: product.manufacturer.name },
    ...(images.length > 0 ? { image: images } : {}),
    category: product.breadcrumb.map((item: BreadcrumbItem) => item.name).join(" > "),
    additionalProperty: product.properties.map((property) => ({ "@type": "PropertyValue", name: property.label, value: property.display })),
    offers: product.variants.map((variant) => offer(product, variant, options.variantUrl)),
  };
}

/** JSON for a <script> element: "<" is escaped so that no value can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
