import * as z from "zod";
import { operation } from "../../operation";
import { CART_EXPORT_TYPES, type CartExportFormat } from "./operations";
import { cartIdParams, cartQuery, cartSummarySchema } from "./schemas";
import {
  cartOwnerListQuery,
  cartOwnerListSchema,
  companyUserCartParams,
  companyUserParams,
  updateUserCartBody,
  userCartLinesSchema,
  userCartSchema,
  userCartSearchQuery,
} from "./user-carts-schemas";

// The company administrator's view of the users' carts, at the paths of spec §7 "Business user administration"
// (docs/decisions/027-business-accounts.md): each operation needs the manage-user-carts permission. A user of
// another company, or a cart not the user's, answers 404. Every change is recorded (who, when, what) and the cart's
// answer carries that history.

const users = "/aggregator/users/me/user-management/users";
const carts = `${users}/:id/shopping-carts`;
const admin = { tags: ["user-carts"], access: "b2b", permission: "manage-user-carts" } as const;
const userCart = { ...admin, params: companyUserCartParams, query: cartQuery, errors: [404] } as const;

export const listCartOwners = operation({
  method: "GET",
  path: users,
  summary: "The company's users with what their carts hold, searched by name or e-mail",
  ...admin,
  query: cartOwnerListQuery,
  data: cartOwnerListSchema,
});
export const userActiveCart = operation({
  method: "GET",
  path: `${carts}/active`,
  summary: "A user's active cart (an empty one when the user has none), with the changes made to it",
  ...admin,
  params: companyUserParams,
  query: cartQuery,
  errors: [404],
  data: userCartSchema,
});
export const userSavedCarts = operation({
  method: "GET",
  path: `${carts}/saved`,
  summary: "A user's saved carts, most recent first",
  ...admin,
  params: companyUserParams,
  errors: [404],
  data: z.array(cartSummarySchema),
});
export const userCartById = operation({
  method: "GET",
  path: `${carts}/:cartId`,
  summary: "One of a user's carts, with the changes made to it",
  ...userCart,
  data: userCartSchema,
});
export const searchUserCart = operation({
  method: "GET",
  path: `${carts}/:cartId/search`,
  summary: "The lines of a user's cart whose part number, manufacturer part number or description holds the words",
  ...userCart,
  query: userCartSearchQuery,
  data: userCartLinesSchema,
});
export const updateUserCart = operation({
  method: "PUT",
  path: `${carts}/:cartId/update`,
  summary: "Change the quantities of a user's cart lines (the rules of the user's own cart; all or none), recorded",
  ...userCart,
  body: updateUserCartBody,
  data: userCartSchema,
});
export const saveUserCart = operation({
  method: "PUT",
  path: `${carts}/:cartId/saved`,
  summary: "Keep a user's cart among their saved ones, recorded",
  ...userCart,
  data: userCartSchema,
});
export const unsaveUserCart = operation({
  method: "DELETE",
  path: `${carts}/:cartId/saved`,
  summary: "Take a user's cart off their saved ones (the cart and its lines stay), recorded",
  ...userCart,
  data: userCartSchema,
});

// The cart as a file, as the user's own export makes it (carts/operations.ts exportCart): `:id` is a cart of one of
// the company's users.
const exportOf = (format: CartExportFormat) =>
  ({
    ...admin,
    params: cartIdParams,
    query: cartQuery,
    errors: [404],
    produces: [CART_EXPORT_TYPES[format]],
    data: z
      .string()
      .meta({ format: "binary", description: format === "pdf" ? "The cart as a PDF" : "The cart as an Excel workbook (xlsx)" }),
  }) as const;

export const exportUserCartPdf = operation({
  method: "GET",
  path: "/aggregator/users/me/carts/:id/business-user-export-shopping-cart/pdf",
  summary: "A company user's cart as a PDF",
  ...exportOf("pdf"),
});
export const exportUserCartExcel = operation({
  method: "GET",
  path: "/aggregator/users/me/carts/:id/business-user-export-shopping-cart/excel",
  summary: "A company user's cart as an Excel workbook (xlsx)",
  ...exportOf("xlsx"),
});

/** Each export's operation, by the cart export's format. */
export const USER_CART_EXPORT_OPERATIONS = { pdf: exportUserCartPdf, xlsx: exportUserCartExcel } as const satisfies Record<
  CartExportFormat,
  unknown
>;
