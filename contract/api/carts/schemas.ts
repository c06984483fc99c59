import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { optionalText, requiredText } from "../../rules";
import { ADD_ITEMS_MAX, CART_LINE_TYPES, CART_NAME_MAX, CUSTOMER_REFERENCE_MAX, LINE_QUANTITY_MAX } from "./values";

// Carts (docs/spec.md §3 and §7, docs/decisions/012-carts.md): the bodies the storefront sends and the cart the API
// answers. Every figure is the API's: a body carries quantities and references, never a price.

const id = () => z.coerce.number<number>().int().min(1).max(2_147_483_647);

/**
 * A quantity as typed: digits only, so that "-1", "0", "1.5", "1e3" and "abc" are refused with a field error
 * rather than read as something else; JSON may send it as a whole number.
 */
export const quantityValue = z
  .union([z.number(), z.string().trim()])
  .transform((value, context) => {
    const text = typeof value === "number" ? String(value) : value;
    if (text === "") context.addIssue({ code: "custom", message: "validation.required" });
    else if (!/^\d+$/.test(text) || Number(text) < 1) context.addIssue({ code: "custom", message: "validation.quantity" });
    else if (Number(text) > LINE_QUANTITY_MAX) context.addIssue({ code: "custom", message: "validation.quantityTooLarge" });
    else return Number(text);
    return z.NEVER;
  })
  .meta({ example: 10 });

export const cartIdParams = z.object({ id: id() });
export const cartLineParams = z.object({ id: id(), lineId: id() });
export const lineParams = z.object({ lineId: id() });
export const cartQuery = z.object({ currency: z.enum(CURRENCIES).optional() });

export const cartNameBody = z.object({ name: requiredText(CART_NAME_MAX).meta({ example: "Prototip kartı" }) });

export const addItemsBody = z.object({
  items: z
    .array(z.object({ variantId: id(), quantity: quantityValue }))
    .min(1)
    .max(ADD_ITEMS_MAX),
});

/** A line's quantity, customer reference (blank clears it) or both. */
export const updateLineBody = z
  .object({
    quantity: quantityValue.optional(),
    customerReference: optionalText(CUSTOMER_REFERENCE_MAX),
  })
  .refine((body) => body.quantity !== undefined || body.customerReference !== undefined, "validation.required");

/** Another packaging of the line's part: its variant id. */
export const linePackagingBody = z.object({ variantId: id() });

/** Lines to remove: the ids given, or every line with `all` (then `lineIds` may be empty). */
export const removeLinesBody = z
  .object({
    lineIds: z
      .array(id())
      .max(500)
      .meta({ example: [1] }),
    all: z.boolean().optional(),
  })
  .refine((body) => body.all === true || body.lineIds.length > 0, { message: "validation.required", path: ["lineIds"] });

/** A shared-cart link's token (docs/decisions/012-carts.md): the cart id, an expiry and a signature. */
export const shareTokenParams = z.object({
  token: z.string().max(80).meta({ example: "12.1798761600.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
});

export const shareLinkSchema = z.object({ token: z.string(), expiresAt: z.string() });

export const mergeGuestCartBody = z.object({ guestId: z.uuid().meta({ example: "0b7e3c52-8d0e-4f7a-9a55-3f1f6e2d9c10" }) });

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Money as a decimal string (never a binary float): whole cents for extended prices and totals; a unit price with the
 * decimals it is shown with (`unitPriceDecimals` in contract/price-display.ts), of which the extended price is the product.
 */
export const money = z
  .string()
  .regex(/^-?\d+\.\d{2,6}$/)
  .meta({ example: "1234.56" });
const amounts = z.object({ primary: money, secondary: money });

export const totalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  subtotal: money,
  discount: money,
  shipping: money,
  tax: money,
  projectSubtotal: money,
  projectTax: money,
  total: money,
  totalWithoutShipment: money,
});

export const cartLineSchema = z.object({
  id: z.number().int(),
  slotId: z.string(),
  lineType: z.enum(CART_LINE_TYPES),
  variantId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  mpn: z.string(),
  slug: z.string(),
  /** The part's category in the caller's language: with `slug`, the product page's path. */
  categorySlug: z.string(),
  referenceCode: z.string(),
  description: z.string(),
  manufacturerName: z.string(),
  manufacturerSlug: z.string(),
  /** The part's first photo, else the drawing of its package; null for an item made to order. */
  imagePath: z.string().nullable(),
  packaging: z.string(),
  hasOtherPackaging: z.boolean(),
  /** Every packaging of the part (this line's among them): a line may move to another (cut tape ↔ reel). */
  packagingOptions: z.array(z.object({ variantId: z.number().int(), packaging: z.string() })),
  isReel: z.boolean(),
  customerReference: z.string(),
  /** The offer line a SpecialProduct line was accepted from: priced at the offer, its quantity fixed (decision 046). */
  offerLineId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  /** A Project line's terms: its net-term order falls due after these days (docs/decisions/045-projects.md). */
  projectMaturityDays: z.number().int().nullable(),
  projectInterestRateCode: z.string().nullable(),
  quantity: z.object({
    value: z.number().int(),
    minimumOrderQuantity: z.number().int(),
    multiplier: z.number().int(),
    mpq: z.number().int(),
  }),
  stock: z.number().int(),
  isBackorderable: z.boolean(),
  vatRate: z.string(),
  /** Null when the part is shown without a price (quoted on request). */
  unitPrice: amounts.nullable(),
  extendedPrice: amounts.nullable(),
  discount: amounts.nullable(),
  tax: amounts.nullable(),
  totalPrice: amounts.nullable(),
  /** A SpecialProduct line: the company's special product, or a line accepted from an offer (decisions 046, 053). */
  isSpecial: z.boolean(),
  /** Priced at one price whatever the quantity and never discounted: an offer's, a project's or a fixed price (053). */
  isFixedPrice: z.boolean(),
  isAvailable: z.boolean(),
  /** Why the line cannot be ordered as it stands (in the caller's language), or null. */
  error: z.string().nullable(),
});

export const cartSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  isSaved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  productCount: z.number().int(),
});

/** A cart with its lines in slots (normal products, then project products by project) and totals in two currencies. */
export const cartSchema = z.object({
  /** Null for a cart not created yet (a guest before the first add, a user before the first cart). */
  id: z.number().int().nullable(),
  name: z.string(),
  isActive: z.boolean(),
  isSaved: z.boolean(),
  productCount: z.number().int(),
  slots: z.object({
    normal: z.array(cartLineSchema),
    projects: z.array(
      z.object({
        projectId: z.number().int(),
        projectName: z.string().nullable(),
        maturityDays: z.number().int().nullable(),
        interestRateCode: z.string().nullable(),
        lines: z.array(cartLineSchema),
      }),
    ),
  }),
  totals: z.object({ primary: totalsSchema, secondary: totalsSchema }),
  /**
   * The rate of the cart's non-USD currency (the primary, or TRY beside USD): units per USD, its bulletin's date,
   * and whether it is stale (the day's central-bank fetch failed; docs/decisions/032-exchange-rates.md).
   */
  exchangeRate: z.object({ currency: z.enum(CURRENCIES), rate: z.string(), rateDate: z.string(), stale: z.boolean() }),
});

/** Per variant asked for: whether it went in, and why not. */
export const itemResultSchema = z.object({
  variantId: z.number().int(),
  isAvailable: z.boolean(),
  added: z.boolean(),
  message: z.string().nullable(),
});

export const cartCountSchema = z.object({ productCount: z.number().int() });

export const cartChangeSchema = z.object({ cart: cartSchema, items: z.array(itemResultSchema) });

export type Cart = z.infer<typeof cartSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type CartSummary = z.infer<typeof cartSummarySchema>;
