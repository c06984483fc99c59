import type { Cart, CartLine } from "@contract/api/carts/schemas";
import type { CurrencyCode } from "@contract/limits";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { cartNameIn } from "./cart-name";
import type { Pricing } from "../../lib/currency";
import type { CatalogReference } from "../catalog/reference";
import { centsText, unitPriceText } from "../../lib/money";
import { projectLineProblem, projectPart, type ProjectTerms } from "../projects/cart-terms";
import { offeredVatRate, priceOfferedLine, type OfferedLine } from "../requests-desk/offer-cart";
import type { SpecialTerms } from "../special-products/terms";
import { priceLine, totalsOf, type LineFigures, type Rate, type Totals } from "./pricing";
import { quantityRefusal, type QuantityRefusal } from "@contract/quantity-rules";
import type { CartRow, PartFacts, StoredLine } from "./store";
import { partImagePath } from "../catalog/part-image";

export interface CartContext {
  locale: ApiLocale;
  reference: CatalogReference;
  /** The caller's currency and the other one a Turkish invoice shows (TRY, or USD when the caller's is TRY). */
  primary: Pricing;
  secondary: Pricing;
}

export const secondaryCurrencyOf = (primary: CurrencyCode): CurrencyCode => (primary === "TRY" ? "USD" : "TRY");

/** A pricing's rate as an answer shows it: units per USD, the bulletin's date, stale or not. */
const exchangeRateOf = (pricing: Pricing) => ({
  currency: pricing.currency,
  rate: pricing.rate,
  rateDate: pricing.rateDate,
  stale: pricing.stale,
});

/** A refused quantity in the caller's words. */
export function refusalText(refusal: QuantityRefusal, locale: ApiLocale): string {
  return text(`carts.${refusal.code}`, locale, { ...refusal });
}

/** Why a part cannot be ordered at all (whatever the quantity), or null. */
export function unorderableText(part: PartFacts | undefined, locale: ApiLocale): string | null {
  if (!part) return text("carts.noSuchPart", locale);
  if (part.status === "obsolete") return text("carts.notSold", locale);
  if (!part.isShowPrice || part.breaks.length === 0) return text("carts.noPrice", locale);
  return null;
}

/** Why `quantity` of a part cannot be ordered, or null. */
export function lineProblem(part: PartFacts | undefined, quantity: number, locale: ApiLocale): string | null {
  const refusal = part ? quantityRefusal(quantity, part) : null;
  return unorderableText(part, locale) ?? (refusal ? refusalText(refusal, locale) : null);
}

/**
 * Why a cart line cannot be set to `quantity`, or null: the one rule for every change of a line's quantity (its
 * owner's, a company administrator's). A line accepted from an offer keeps the quantity the offer priced
 * (docs/decisions/046-offers.md); any other passes its part's rules.
 */
export function quantityChangeProblem(
  line: Pick<StoredLine, "offerLineId" | "quantity">,
  part: PartFacts | undefined,
  quantity: number,
  locale: ApiLocale,
): string | null {
  if (line.offerLineId === null) return lineProblem(part, quantity, locale);
  return quantity === line.quantity ? null : text("carts.offeredQuantityFixed", locale, { quantity: line.quantity });
}

const cents = centsText;
const unit = unitPriceText;

const both = (primary: LineFigures | null, secondary: LineFigures | null, pick: (figures: LineFigures) => bigint, format = cents) =>
  primary && secondary ? { primary: format(pick(primary)), secondary: format(pick(secondary)) } : null;

const rateOf = (pricing: Pricing): Rate => ({ currency: pricing.currency, rate: pricing.rate });

function totalsOut(currency: CurrencyCode, totals: Totals) {
  return {
    currency,
    subtotal: cents(totals.subtotal),
    discount: cents(totals.discount),
    shipping: cents(totals.shipping),
    tax: cents(totals.tax),
    projectSubtotal: cents(totals.projectSubtotal),
    projectTax: cents(totals.projectTax),
    total: cents(totals.total),
    totalWithoutShipment: cents(totals.totalWithoutShipment),
  };
}

/**
 * The cart as the API answers it: each line priced in both currencies from the stored rates, the totals summed from
 * the lines. A Project line is priced at its project's price (`projects`: the terms of the cart's projects); a line
 * accepted from an offer at the offered price (`offered`: its offer lines, docs/decisions/046-offers.md); a line of
 * the owner's company's special products is a SpecialProduct line (`specials`: their terms, decision 053).
 */
export function cartView(
  cart: CartRow | undefined,
  lines: StoredLine[],
  parts: Map<number, PartFacts>,
  projects: Map<number, ProjectTerms>,
  context: CartContext,
  offered: Map<number, OfferedLine> = new Map(),
  specials: Map<number, SpecialTerms> = new Map(),
): Cart {
  const { locale, reference, primary, secondary } = context;
  const priced = lines.map((stored) => {
    const terms = stored.projectId > 0 ? projects.get(stored.projectId) : undefined;
    const catalogPart = parts.get(stored.variantId);
    const part = stored.projectId > 0 ? projectPart(catalogPart, terms) : catalogPart;
    const offer = stored.offerLineId === null ? undefined : offered.get(stored.offerLineId);
    if (offer) {
      const vatRate = offeredVatRate(offer, part?.vatRate);
      // An item made to order a project holds is grouped, totalled and refused with its project (045).
      const isProject = stored.projectId > 0;
      const toPrice = { quantity: stored.quantity, breaks: [], discountRate: null, vatRate, isProject };
      const inPrimary = priceOfferedLine(offer, stored.quantity, vatRate, rateOf(primary));
      const inSecondary = priceOfferedLine(offer, stored.quantity, vatRate, rateOf(secondary));
      const problem = isProject ? projectLineProblem(terms, stored, locale) : null;
      return { stored, part, terms, offer, toPrice, problem, inPrimary, inSecondary };
    }
    const toPrice = part && {
      quantity: stored.quantity,
      breaks: part.isShowPrice ? part.breaks : [],
      discountRate: part.discountRate,
      vatRate: part.vatRate,
      isProject: stored.projectId > 0,
    };
    const problem = (stored.projectId > 0 ? projectLineProblem(terms, stored, locale) : null) ?? lineProblem(part, stored.quantity, locale);
    const inPrimary = toPrice ? priceLine(toPrice, rateOf(primary)) : null;
    const inSecondary = toPrice ? priceLine(toPrice, rateOf(secondary)) : null;
    return { stored, part: part ?? catalogPart, terms, offer, toPrice, problem, inPrimary, inSecondary };
  });

  const lineOut = ({ stored, part, terms, offer, problem, inPrimary, inSecondary }: (typeof priced)[number]): CartLine => {
    const manufacturer = part ? reference.manufacturerById.get(part.manufacturerId) : undefined;
    const category = part ? reference.categoryById.get(part.categoryId) : undefined;
    // A part of the company's special products bought on its own (not for a project, not from an offer), at its
    // terms: `parts` already carry its fixed price (docs/decisions/053-special-products.md).
    const special = stored.projectId === 0 && !offer ? specials.get(stored.variantId) : undefined;
    const lineType = special ? "SpecialProduct" : stored.lineType;
    return {
      id: stored.id,
      slotId: stored.projectId > 0 ? `project-${stored.projectId}` : "normal",
      lineType,
      variantId: stored.variantId,
      productId: part?.productId ?? 0,
      sku: part?.sku ?? offer?.reference ?? "",
      mpn: part?.mpn ?? "",
      slug: part?.slug ?? "",
      categorySlug: (locale === "en" ? category?.slugEn : category?.slugTr) ?? "",
      referenceCode: part?.referenceCode ?? "",
      description: offer?.description ?? (locale === "en" ? part?.descriptionEn : part?.descriptionTr) ?? "",
      manufacturerName: manufacturer?.name ?? "",
      manufacturerSlug: manufacturer?.slug ?? "",
      imagePath: part ? partImagePath(part, reference) : null,
      packaging: part?.packaging ?? "",
      // An offered line's part and quantity are the offer's: no other packaging, the quantity fixed (046).
      hasOtherPackaging: !offer && (part?.packagings.length ?? 0) > 1,
      packagingOptions: (part?.packagings ?? []).map(([variantId, packaging]) => ({ variantId, packaging })),
      isReel: part?.isReel ?? false,
      customerReference: stored.customerReference,
      offerLineId: stored.offerLineId,
      projectId: stored.projectId > 0 ? stored.projectId : null,
      projectName: terms?.name ?? null,
      projectMaturityDays: terms?.maturityDays ?? null,
      projectInterestRateCode: terms?.interestRateCode ?? null,
      quantity: {
        value: stored.quantity,
        minimumOrderQuantity: offer?.quantity ?? part?.minimumOrderQuantity ?? 1,
        multiplier: offer?.quantity ?? part?.orderQuantityMultiplier ?? 1,
        mpq: part?.mpq ?? 1,
      },
      stock: part?.totalStock ?? 0,
      isBackorderable: part?.isBackorderable ?? false,
      vatRate: offer ? offeredVatRate(offer, part?.vatRate) : (part?.vatRate ?? "0"),
      unitPrice: both(inPrimary, inSecondary, (figures) => figures.unitPrice, unit),
      extendedPrice: both(inPrimary, inSecondary, (figures) => figures.extendedPrice),
      discount: both(inPrimary, inSecondary, (figures) => figures.discount),
      tax: both(inPrimary, inSecondary, (figures) => figures.tax),
      totalPrice: both(inPrimary, inSecondary, (figures) => figures.totalPrice),
      isSpecial: lineType === "SpecialProduct",
      // One price whatever the quantity, never discounted: an offer's, a project's or a special product's.
      isFixedPrice: offer !== undefined || stored.projectId > 0 || (special?.fixedPriceUsd ?? null) !== null,
      isAvailable: problem === null,
      error: problem,
    };
  };

  const totalsIn = (pick: "inPrimary" | "inSecondary") =>
    totalsOf(priced.filter((line) => line.toPrice).map((line) => ({ line: line.toPrice!, figures: line[pick] })));
  const projectSlots = new Map<number, CartLine[]>();
  const normal: CartLine[] = [];
  for (const line of priced) {
    const out = lineOut(line);
    if (line.stored.projectId > 0) projectSlots.set(line.stored.projectId, [...(projectSlots.get(line.stored.projectId) ?? []), out]);
    else normal.push(out);
  }
  return {
    id: cart?.id ?? null,
    name: cartNameIn(cart?.name, locale),
    isActive: cart?.isActive ?? true,
    isSaved: cart?.isSaved ?? false,
    productCount: lines.length,
    slots: {
      normal,
      projects: [...projectSlots].map(([projectId, projectLines]) => {
        const terms = projects.get(projectId);
        return {
          projectId,
          projectName: terms?.name ?? null,
          maturityDays: terms?.maturityDays ?? null,
          interestRateCode: terms?.interestRateCode ?? null,
          lines: projectLines,
        };
      }),
    },
    totals: {
      primary: totalsOut(primary.currency, totalsIn("inPrimary")),
      secondary: totalsOut(secondary.currency, totalsIn("inSecondary")),
    },
    exchangeRate: exchangeRateOf(primary.currency === "USD" ? secondary : primary),
  };
}
