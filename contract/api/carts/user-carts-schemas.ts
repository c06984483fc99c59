import * as z from "zod";
import { cartLineSchema, cartQuery, cartSchema, quantityValue } from "./schemas";

// A company administrator's view of the users' carts (docs/spec.md §6 and §7 Business user administration,
// docs/decisions/027-business-accounts.md): the requests and the answers. A user id is of the caller's company and a
// cart id of that user; anything else answers 404.

const userId = z.uuid().meta({ example: "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f" });
const rowId = () => z.coerce.number<number>().int().min(1).max(2_147_483_647);

export const companyUserParams = z.object({ id: userId });
export const companyUserCartParams = z.object({ id: userId, cartId: rowId() });

/** The longest search of the users' list and of a cart's lines. */
export const USER_CART_SEARCH_MAX = 60;

export const cartOwnerListQuery = z.object({
  /** A part of a name or an e-mail address. */
  q: z.string().trim().max(USER_CART_SEARCH_MAX).optional(),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(20),
});

/** One of the company's users as the list of their carts shows them. */
export const cartOwnerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Lines in the user's active cart (0 without one). */
  activeCartLineCount: z.number().int(),
  savedCartCount: z.number().int(),
});
export type CartOwner = z.output<typeof cartOwnerSchema>;

export const cartOwnerListSchema = z.object({
  items: z.array(cartOwnerSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});

/** Search within a cart's lines: a part of the part number, the manufacturer part number or the description. */
export const userCartSearchQuery = cartQuery.extend({
  q: z.string().trim().min(1, "validation.required").max(USER_CART_SEARCH_MAX).meta({ example: "RC0603" }),
});

/** New quantities of a cart's lines, under the rules of the user's own cart (minimum, multiple, stock); 0 is refused. */
export const updateUserCartBody = z.object({
  lines: z
    .array(z.object({ lineId: rowId(), quantity: quantityValue }))
    .min(1, "validation.required")
    .max(500)
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, "validation.linesTwice")
    .meta({ example: [{ lineId: 1, quantity: 10 }] }),
});

/** What an administrator did to a user's cart: a line's quantity changed, the cart saved or taken off the saved ones. */
export const CART_CHANGE_ACTIONS = ["quantity", "saved", "unsaved"] as const;
export type CartChangeAction = (typeof CART_CHANGE_ACTIONS)[number];

export const cartChangeEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(CART_CHANGE_ACTIONS),
  createdAt: z.string(),
  /** Who made the change; null once their account is deleted. */
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** A quantity change's part (as it was when changed) and quantities; null for the others. */
  line: z
    .object({ sku: z.string(), mpn: z.string(), manufacturerName: z.string(), before: z.number().int(), after: z.number().int() })
    .nullable(),
});
export type CartChangeEntry = z.output<typeof cartChangeEntrySchema>;

/** A user's cart as the administrator sees it: whose it is, the cart priced as the user's own, its changes newest first. */
export const userCartSchema = z.object({
  owner: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  cart: cartSchema,
  changes: z.array(cartChangeEntrySchema),
});
export type UserCart = z.output<typeof userCartSchema>;

/** The cart's lines that match a search, priced as in the cart. */
export const userCartLinesSchema = z.array(cartLineSchema);
