import { operation } from "../../operation";
import {
  companySpecialProductsParams,
  deskSpecialProductsSchema,
  specialProductBody,
  specialProductListQuery,
  specialProductListSchema,
  specialProductParams,
  specialProductTermsBody,
} from "./schemas";

// Special products (issue 33 item 4, docs/decisions/053-special-products.md). The company's users holding
// view-projects list their company's; sales (special-products.manage) keeps them, every change audited.

const customer = { tags: ["special-products"], access: "b2b", permission: "view-projects" } as const;

export const listSpecialProducts = operation({
  method: "GET",
  path: "/aggregator/users/me/special-products",
  summary: "The company's special products (exclusive parts and fixed prices), by MPN",
  ...customer,
  query: specialProductListQuery,
  data: specialProductListSchema,
});

const desk = { tags: ["back-office"], access: "staff", staffPermission: "special-products.manage" } as const;
const deskPath = "/back-office/companies/:companyId/special-products";

export const listDeskSpecialProducts = operation({
  method: "GET",
  path: deskPath,
  summary: "A company's special products with their notes and the staff's changes",
  ...desk,
  params: companySpecialProductsParams,
  data: deskSpecialProductsSchema,
  errors: [404],
});

export const addDeskSpecialProduct = operation({
  method: "POST",
  path: deskPath,
  summary: "Makes a part (by SKU or MPN) special for a company: exclusive to it, at a fixed USD price, or both",
  ...desk,
  params: companySpecialProductsParams,
  body: specialProductBody,
  status: 201,
  data: deskSpecialProductsSchema,
  errors: [404, 409],
});

export const updateDeskSpecialProduct = operation({
  method: "PUT",
  path: `${deskPath}/:specialProductId`,
  summary: "Sets a special product's terms (exclusive, fixed price, note) as they should be after the change",
  ...desk,
  params: specialProductParams,
  body: specialProductTermsBody,
  data: deskSpecialProductsSchema,
  errors: [404, 409],
});

export const removeDeskSpecialProduct = operation({
  method: "DELETE",
  path: `${deskPath}/:specialProductId`,
  summary: "Ends a special product: the part is the catalog's again, at its price breaks",
  ...desk,
  params: specialProductParams,
  data: deskSpecialProductsSchema,
  errors: [404],
});
