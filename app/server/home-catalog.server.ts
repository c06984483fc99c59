import type { RouteArgs } from "./api.server";
import type { CategoryGroup, CategorySummary, ManufacturerSummary, ProductListItem } from "~/lib/catalog-types";
import { optionalCatalogGet } from "./catalog.server";


export interface HomeCatalog {
  featured: CategorySummary[];
  discounted: CategoryGroup[];
  specials: CategoryGroup[];
  brands: ManufacturerSummary[];
  lastViewed: ProductListItem[];
}

/** The home page's catalog sections, read together; a section the API cannot answer is simply left out. */
export async function loadHomeCatalog(args: RouteArgs): Promise<HomeCatalog> {
  const [featured, discounted, specials, brands, lastViewed] = await Promise.all([
    optionalCatalogGet<CategorySummary[]>(args, "products/categories/featured", []),
    optionalCatalogGet<CategoryGroup[]>(args, "products/category-groups/by-group-type-code/discounted-products", [], { take: 8 }),
    optionalCatalogGet<CategoryGroup[]>(args, "products/category-groups/by-group-type-code/home-page-special", [], { take: 8 }),
    optionalCatalogGet<ManufacturerSummary[]>(args, "products/representative-offices", [], { take: 0 }),
    optionalCatalogGet<ProductListItem[]>(args, "products/last-viewed", [], { take: 8 }),
  ]);
  return { featured, discounted, specials, brands, lastViewed };
}
