import { categoryGroupsByType, representativeOffices } from "@contract/api/catalog/browse-operations";
import { featuredCategories, lastViewed } from "@contract/api/catalog/operations";
import type { CategoryGroup, ManufacturerSummary } from "@contract/api/catalog/browse-schemas";
import type { CategorySummary, ProductListItem } from "@contract/api/catalog/schemas";
import type { RouteArgs } from "~/server/api.server";
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
  const [featured, discounted, specials, brands, recent] = await Promise.all([
    optionalCatalogGet(args, featuredCategories, []),
    optionalCatalogGet(args, categoryGroupsByType, [], { params: { code: "discounted-products" }, query: { take: 8 } }),
    optionalCatalogGet(args, categoryGroupsByType, [], { params: { code: "home-page-special" }, query: { take: 8 } }),
    optionalCatalogGet(args, representativeOffices, [], { query: { take: 0 } }),
    optionalCatalogGet(args, lastViewed, [], { query: { take: 8 } }),
  ]);
  return { featured, discounted, specials, brands, lastViewed: recent };
}
