import type { CategoryGroup } from "@contract/api/catalog/browse-schemas";
import type { ProductListItem } from "@contract/api/catalog/schemas";

/**
 * What a product card shows of a part. A page of cards carries only this: a list item's packagings and properties,
 * which a card never shows, were two thirds of the home page's data, decoded in the phone's main thread.
 */
export type ProductCardItem = Pick<
  ProductListItem,
  | "variantId"
  | "sku"
  | "mpn"
  | "description"
  | "imagePath"
  | "categorySlug"
  | "productSlug"
  | "currency"
  | "isShowPrice"
  | "priceBreaks"
  | "discount"
  | "isShowStock"
  | "stock"
  | "upcomingStock"
  | "minimumOrderQuantity"
> & { manufacturer: Pick<ProductListItem["manufacturer"], "name"> };

export const productCard = (item: ProductListItem): ProductCardItem => ({
  variantId: item.variantId,
  sku: item.sku,
  mpn: item.mpn,
  description: item.description,
  imagePath: item.imagePath,
  categorySlug: item.categorySlug,
  productSlug: item.productSlug,
  currency: item.currency,
  isShowPrice: item.isShowPrice,
  priceBreaks: item.priceBreaks,
  discount: item.discount,
  isShowStock: item.isShowStock,
  stock: item.stock,
  upcomingStock: item.upcomingStock,
  minimumOrderQuantity: item.minimumOrderQuantity,
  manufacturer: { name: item.manufacturer.name },
});

/** A category group (a home section's) with its parts as cards. */
export type ProductCardGroup = Omit<CategoryGroup, "products"> & { products: ProductCardItem[] };

export const productCardGroup = ({ products, ...group }: CategoryGroup): ProductCardGroup => ({
  ...group,
  products: products.map(productCard),
});
