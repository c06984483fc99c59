import { categoryGroupsByType, representativeOffices } from "@contract/api/catalog/browse-operations";
import { featuredCategories, lastViewed } from "@contract/api/catalog/operations";
import type { ManufacturerSummary } from "@contract/api/catalog/browse-schemas";
import type { CategorySummary } from "@contract/api/catalog/schemas";
import type { RouteArgs } from "~/server/api.server";
import { isGuest } from "~/server/auth.server";
import { readGuestId } from "~/server/cookies.server";
import { guestAudienceKey, sharedAnswers } from "~/server/shared-answers.server";
import { optionalCatalogGet } from "./catalog.server";
import { productCard, productCardGroup, type ProductCardGroup, type ProductCardItem } from "./product-card";

export interface HomeCatalog {
  featured: CategorySummary[];
  discounted: ProductCardGroup[];
  specials: ProductCardGroup[];
  brands: ManufacturerSummary[];
  lastViewed: ProductCardItem[];
}

type SharedSections = Omit<HomeCatalog, "lastViewed">;

/**
 * The API lets any cache keep these sections a minute (they differ by language and currency only), and the home page
 * is the page most visitors open first: each storefront process keeps them that long for visitors who are not signed
 * in (a business user's answer shows the company's special products, so it is asked every time).
 */
const SECTIONS_MAX_AGE_MS = 60_000;
const guestSections = sharedAnswers<SharedSections>(SECTIONS_MAX_AGE_MS);

const discountedQuery = { params: { code: "discounted-products" }, query: { take: 8 } } as const;
const specialsQuery = { params: { code: "home-page-special" }, query: { take: 8 } } as const;

/** Each section asked on its own: one the API cannot answer is simply left out. */
async function eachSection(args: RouteArgs): Promise<SharedSections> {
  const [featured, discounted, specials, brands] = await Promise.all([
    optionalCatalogGet(args, featuredCategories, []),
    optionalCatalogGet(args, categoryGroupsByType, [], discountedQuery),
    optionalCatalogGet(args, categoryGroupsByType, [], specialsQuery),
    optionalCatalogGet(args, representativeOffices, [], { query: { take: 0 } }),
  ]);
  return { featured, discounted: discounted.map(productCardGroup), specials: specials.map(productCardGroup), brands };
}

async function sectionsFor(args: RouteArgs): Promise<SharedSections> {
  const audience = await guestAudienceKey(args);
  if (audience === null) return eachSection(args);
  // Asked on a context of their own: only the four sections complete are kept; an incomplete answer is this page's.
  const incomplete: { sections?: SharedSections } = {};
  const kept = await guestSections.get(audience, async () => {
    const probe = { ...args, context: { ...args.context, degraded: false } };
    const sections = await eachSection(probe);
    if (!probe.context.degraded) return sections;
    incomplete.sections = sections;
    return null;
  });
  if (kept) return kept;
  if (incomplete.sections) {
    args.context.degraded = true;
    return incomplete.sections;
  }
  // Another page's request failed meanwhile, and nothing was kept before it: ask for this page.
  return eachSection(args);
}

/** "Recently viewed" is one visitor's: none for a visitor the store does not know yet (no sign-in, no guest id). */
async function lastViewedFor(args: RouteArgs): Promise<ProductCardItem[]> {
  if ((await isGuest(args)) && (await readGuestId(args.request)) === null) return [];
  return (await optionalCatalogGet(args, lastViewed, [], { query: { take: 8 } })).map(productCard);
}

/** The home page's catalog sections, read together; a section the API cannot answer is simply left out. */
export async function loadHomeCatalog(args: RouteArgs): Promise<HomeCatalog> {
  const [sections, recent] = await Promise.all([sectionsFor(args), lastViewedFor(args)]);
  return { ...sections, lastViewed: recent };
}
