import * as z from "zod";
import { operation } from "../../operation";
import { productListItemSchema } from "../catalog/schemas";
import {
  addItemsBody,
  cartChangeSchema,
  cartCountSchema,
  cartIdParams,
  cartLineParams,
  cartNameBody,
  cartQuery,
  cartSchema,
  cartSummarySchema,
  lineParams,
  linePackagingBody,
  mergeGuestCartBody,
  removeLinesBody,
  shareLinkSchema,
  shareTokenParams,
  updateLineBody,
} from "./schemas";

// Carts of the signed-in user and of guests (docs/spec.md §7 Carts, docs/decisions/012-carts.md). Another user's
// cart or line id answers 404 like a missing one. Every answer that changes a cart carries the whole cart again.

const me = "/carts/users/me";
/** The guest is the caller's X-Anonymous-Customer-Id header (the storefront's cookie), never a path: it stays out of logs. */
const guest = "/carts/guests/me";
const tags = ["carts"];
const user = { tags, access: "user" } as const;
const one = { ...user, params: cartIdParams, query: cartQuery, errors: [404] } as const;
const line = { ...user, params: cartLineParams, query: cartQuery, errors: [404] } as const;

export const listCarts = operation({
  method: "GET",
  path: me,
  summary: "The caller's carts, most recent first",
  ...user,
  data: z.array(cartSummarySchema),
});
export const createCart = operation({
  method: "POST",
  path: me,
  summary: "Create a named cart (it becomes the active one)",
  ...user,
  body: cartNameBody,
  status: 201,
  data: cartSummarySchema,
});
export const activeCart = operation({
  method: "GET",
  path: `${me}/active`,
  summary: "The active cart: the one flagged active, else the most recent, else an empty one",
  ...user,
  query: cartQuery,
  data: cartSchema,
});
export const activeCartCount = operation({
  method: "GET",
  path: `${me}/active/count`,
  summary: "How many lines the active cart holds (the header's count)",
  ...user,
  data: cartCountSchema,
});
export const addToActiveCart = operation({
  method: "POST",
  path: `${me}/active/lines`,
  summary: "Add one or many parts to the active cart (created when there is none)",
  ...user,
  query: cartQuery,
  body: addItemsBody,
  data: cartChangeSchema,
});
export const getCart = operation({ method: "GET", path: `${me}/:id`, summary: "One cart", ...one, data: cartSchema });
export const renameCart = operation({
  method: "PUT",
  path: `${me}/:id`,
  summary: "Rename a cart",
  ...one,
  body: cartNameBody,
  data: cartSummarySchema,
});
export const deleteCart = operation({ method: "DELETE", path: `${me}/:id`, summary: "Delete a cart", ...one, data: z.null() });
export const activateCart = operation({
  method: "PUT",
  path: `${me}/:id/active`,
  summary: "Make a cart the active one",
  ...one,
  data: cartSummarySchema,
});
export const saveCart = operation({
  method: "PUT",
  path: `${me}/:id/saved`,
  summary: "Keep a cart among the saved ones",
  ...one,
  data: cartSummarySchema,
});
export const unsaveCart = operation({
  method: "DELETE",
  path: `${me}/:id/saved`,
  summary: "Take a cart off the saved ones (the cart and its lines stay)",
  ...one,
  data: cartSummarySchema,
});
export const addToCart = operation({
  method: "POST",
  path: `${me}/:id/lines`,
  summary: "Add one or many parts",
  ...one,
  body: addItemsBody,
  data: cartChangeSchema,
});
export const updateCartLine = operation({
  method: "PATCH",
  path: `${me}/:id/lines/:lineId`,
  summary: "Change a line's quantity or customer reference",
  ...line,
  body: updateLineBody,
  data: cartChangeSchema,
});
export const changeCartLinePackaging = operation({
  method: "PUT",
  path: `${me}/:id/lines/:lineId/packaging`,
  summary: "Move a line to another packaging of its part (the quantity must suit the new packaging's rules)",
  ...line,
  body: linePackagingBody,
  data: cartChangeSchema,
});
export const removeCartLine = operation({
  method: "DELETE",
  path: `${me}/:id/lines/:lineId`,
  summary: "Remove a line",
  ...line,
  data: cartSchema,
});
/** Parts the catalog relates to an unavailable line's part (same value and package first) that can be ordered now. */
const alternatives = z.array(productListItemSchema);
export const cartLineAlternatives = operation({
  method: "GET",
  path: `${me}/:id/lines/:lineId/alternatives`,
  summary: "In-stock alternatives to a line's part (the catalog's related parts with stock), best first",
  ...line,
  data: alternatives,
});
export const removeCartLines = operation({
  method: "POST",
  path: `${me}/:id/lines/removal`,
  summary: "Remove several lines or all",
  ...one,
  body: removeLinesBody,
  data: cartSchema,
});
export const mergeGuestCart = operation({
  method: "POST",
  path: `${me}/active/merge`,
  summary: "Move a guest cart's lines into the active cart (quantities added, rules applied again); the guest cart is emptied",
  ...user,
  query: cartQuery,
  body: mergeGuestCartBody,
  data: cartChangeSchema,
});

export const shareCart = operation({
  method: "POST",
  path: `${me}/:id/share`,
  summary: "A signed link token that opens the cart for anyone for 30 days (to read it and copy it)",
  ...one,
  data: shareLinkSchema,
});
export const sharedCart = operation({
  method: "GET",
  path: "/carts/shared/:token",
  summary: "A cart shared by a signed link (read-only); a forged or expired token answers 404",
  tags,
  access: "public",
  params: shareTokenParams,
  query: cartQuery,
  errors: [404],
  data: cartSchema,
});
export const copySharedCart = operation({
  method: "POST",
  path: `${me}/shared/:token/copy`,
  summary: "Copy a shared cart into a new cart of the caller's own (it becomes active); the rules apply to each line",
  ...user,
  params: shareTokenParams,
  query: cartQuery,
  errors: [404],
  data: cartChangeSchema,
});

const guestOne = { tags, access: "public", query: cartQuery } as const;
const guestLine = { tags, access: "public", params: lineParams, query: cartQuery, errors: [404] } as const;

export const guestCart = operation({
  method: "GET",
  path: guest,
  summary: "A guest's cart by the anonymous-customer id (empty until the first add)",
  ...guestOne,
  data: cartSchema,
});
export const guestCartCount = operation({
  method: "GET",
  path: `${guest}/count`,
  summary: "How many lines a guest's cart holds (the header's count)",
  ...guestOne,
  query: undefined,
  data: cartCountSchema,
});
export const addToGuestCart = operation({
  method: "POST",
  path: `${guest}/lines`,
  summary: "Add one or many parts to a guest's cart (created on the first add)",
  ...guestOne,
  body: addItemsBody,
  data: cartChangeSchema,
});
export const updateGuestCartLine = operation({
  method: "PATCH",
  path: `${guest}/lines/:lineId`,
  summary: "Change a guest line's quantity or customer reference",
  ...guestLine,
  body: updateLineBody,
  data: cartChangeSchema,
});
export const changeGuestCartLinePackaging = operation({
  method: "PUT",
  path: `${guest}/lines/:lineId/packaging`,
  summary: "Move a guest line to another packaging of its part",
  ...guestLine,
  body: linePackagingBody,
  data: cartChangeSchema,
});
export const removeGuestCartLine = operation({
  method: "DELETE",
  path: `${guest}/lines/:lineId`,
  summary: "Remove a guest line",
  ...guestLine,
  data: cartSchema,
});
export const guestCartLineAlternatives = operation({
  method: "GET",
  path: `${guest}/lines/:lineId/alternatives`,
  summary: "In-stock alternatives to a guest line's part, best first",
  ...guestLine,
  data: alternatives,
});
export const removeGuestCartLines = operation({
  method: "POST",
  path: `${guest}/lines/removal`,
  summary: "Remove several guest lines or all",
  ...guestOne,
  errors: [404],
  body: removeLinesBody,
  data: cartSchema,
});

// Exports (issue 15): the cart as a file to keep or forward — a PDF to read, an Excel sheet to work on. The answer is
// the file itself (with Content-Disposition: attachment), not the JSON envelope; failures are the envelope as usual.

export const CART_EXPORT_FORMATS = ["pdf", "xlsx"] as const;
export type CartExportFormat = (typeof CART_EXPORT_FORMATS)[number];
export const CART_EXPORT_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const satisfies Record<CartExportFormat, string>;

const exportQuery = cartQuery.extend({ format: z.enum(CART_EXPORT_FORMATS) });
const exportFile = {
  tags,
  query: exportQuery,
  produces: Object.values(CART_EXPORT_TYPES),
  data: z.string().meta({ format: "binary", description: "The cart as a PDF or an Excel workbook (xlsx)" }),
} as const;

export const exportCart = operation({
  method: "GET",
  path: `${me}/:id/export`,
  summary: "One cart as a file to download: PDF or Excel (xlsx)",
  ...exportFile,
  access: "user",
  params: cartIdParams,
  errors: [404],
});
export const exportGuestCart = operation({
  method: "GET",
  path: `${guest}/export`,
  summary: "A guest's cart as a file to download: PDF or Excel (xlsx); an empty cart before the first add",
  ...exportFile,
  access: "public",
});

// The documents of distance-sales law, filled in from a cart (their own file: documents.ts).
export * from "./documents";
