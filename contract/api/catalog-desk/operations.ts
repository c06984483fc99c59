import * as z from "zod";
import { operation } from "../../operation";
import {
  catalogImportParams,
  catalogImportSchema,
  catalogImportUploadBody,
  deskProductListQuery,
  deskProductListSchema,
  deskProductParams,
  deskProductSchema,
  deskVariantParams,
  productCreateBody,
  productEditBody,
  variantCreateBody,
  variantEditBody,
} from "./schemas";
import { CATALOG_IMPORT_LIMITS } from "./values";

// The back office's catalog desk (issue 33 item 5, docs/decisions/044-catalog-desk.md). Staff holding catalog.manage
// edit products and variants and import prices or stock; every save is audited with before and after in its
// transaction, and the product list's search index follows through variant_search's triggers.

const tags = ["back-office"];
const base = "/back-office/catalog";
const product = `${base}/products/:productId`;

export const CATALOG_IMPORT_CONTENT_TYPES = ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"] as const;

export const listDeskProducts = operation({
  method: "GET",
  path: `${base}/products`,
  summary: "Products found by the start of an MPN or SKU, or by the manufacturer's name, by MPN",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  query: deskProductListQuery,
  data: deskProductListSchema,
});

export const getDeskProduct = operation({
  method: "GET",
  path: product,
  summary: "A product as the editor shows it: texts in both languages, properties, images, its variants and the staff's changes",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  params: deskProductParams,
  data: deskProductSchema,
  errors: [404],
});

export const saveDeskProduct = operation({
  method: "PUT",
  path: product,
  summary: "Saves a product's texts, status, datasheet link, RoHS, property values and images (audited)",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  params: deskProductParams,
  body: productEditBody,
  data: deskProductSchema,
  errors: [404],
});

export const saveDeskVariant = operation({
  method: "PUT",
  path: `${product}/variants/:variantId`,
  summary: "Saves a variant's packaging, ordering rules, stock, upcoming stock, visibility and price breaks (audited)",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  params: deskVariantParams,
  body: variantEditBody,
  data: deskProductSchema,
  errors: [404],
});

export const createDeskProduct = operation({
  method: "POST",
  path: `${base}/products`,
  summary: "Adds a product (category, maker, MPN, descriptions) with its first variant (audited)",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  body: productCreateBody,
  status: 201,
  data: deskProductSchema,
  errors: [409],
});

export const createDeskVariant = operation({
  method: "POST",
  path: `${product}/variants`,
  summary: "Adds a variant to a product: SKU, ERP reference, packaging, ordering rules, stock, first price break (audited)",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  params: deskProductParams,
  body: variantCreateBody,
  status: 201,
  data: deskProductSchema,
  errors: [404, 409],
});

export const deleteDeskVariant = operation({
  method: "DELETE",
  path: `${product}/variants/:variantId`,
  summary: "Deletes a variant that is in no project and no offer, with its cart lines and favorites; orders keep their own copy (audited)",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  params: deskVariantParams,
  data: deskProductSchema,
  errors: [404, 409],
});

export const deleteDeskProduct = operation({
  method: "DELETE",
  path: product,
  summary: "Deletes a product and its variants under the variant's rules (audited)",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  params: deskProductParams,
  data: z.null(),
  errors: [404, 409],
});

export const uploadCatalogImport = operation({
  method: "POST",
  path: `${base}/imports`,
  summary: "Uploads a price, stock or products file (CSV or XLSX) and answers its dry run: rows added, changed, unchanged and refused",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  body: catalogImportUploadBody,
  files: {
    file: {
      contentTypes: CATALOG_IMPORT_CONTENT_TYPES,
      description: `The file (up to ${CATALOG_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB, ${CATALOG_IMPORT_LIMITS.maxRows} rows; columns in docs/catalog-import.md)`,
    },
  },
  status: 201,
  data: catalogImportSchema,
});

export const getCatalogImport = operation({
  method: "GET",
  path: `${base}/imports/:importId`,
  summary: "An uploaded import: its dry run, or what it changed once applied",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  params: catalogImportParams,
  data: catalogImportSchema,
  errors: [404],
});

export const applyCatalogImport = operation({
  method: "POST",
  path: `${base}/imports/:importId/apply`,
  summary: "Applies a reviewed import: its file read again, its rows checked again and applied in one transaction (audited)",
  tags,
  access: "staff",
  staffPermission: "catalog.manage",
  params: catalogImportParams,
  data: catalogImportSchema,
  errors: [404, 409],
});
