import * as z from "zod";
import { operation } from "../../operation";
import {
  customerReferenceExportQuery,
  customerReferenceIdParams,
  customerReferenceListQuery,
  customerReferenceListSchema,
  customerReferenceSchema,
  importResultSchema,
  saveCustomerReferenceBody,
} from "./schemas";
import { CUSTOMER_REFERENCE_LIMITS } from "./values";

// The company's own part numbers, spec §7 "variant customer reference list, add-or-update, delete", with import and
// export (docs/decisions/043-customer-references.md). Reading needs membership of the company; writing needs
// manage-customer-references. Every id is of the caller's company; any other answers 404.

const tags = ["customer-references"];
const base = "/identity/users/me/variant-customer-references";
const write = { tags, access: "b2b", permission: "manage-customer-references" } as const;

export const CUSTOMER_REFERENCE_EXPORT_TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

export const listCustomerReferences = operation({
  method: "GET",
  path: base,
  summary: "The company's customer part numbers, searched by number, SKU or MPN, newest change first",
  tags,
  access: "b2b",
  query: customerReferenceListQuery,
  data: customerReferenceListSchema,
});

export const saveCustomerReference = operation({
  method: "PUT",
  path: base,
  summary: "Add a part's customer part number or replace it (one per part; unique within the company)",
  ...write,
  body: saveCustomerReferenceBody,
  data: customerReferenceSchema,
  errors: [404, 409],
});

export const deleteCustomerReference = operation({
  method: "DELETE",
  path: `${base}/:id`,
  summary: "Delete one of the company's customer part numbers",
  ...write,
  params: customerReferenceIdParams,
  data: z.null(),
  errors: [404],
});

export const importCustomerReferences = operation({
  method: "POST",
  path: `${base}/import`,
  summary: "Import customer part numbers from a CSV or XLSX file (columns SKU or MPN, and the number): a result per row",
  ...write,
  files: {
    file: {
      contentTypes: Object.values(CUSTOMER_REFERENCE_EXPORT_TYPES),
      description: `The file (up to ${CUSTOMER_REFERENCE_LIMITS.importMaxBytes / 1024 / 1024} MB, ${CUSTOMER_REFERENCE_LIMITS.importMaxRows} rows)`,
    },
  },
  data: importResultSchema,
});

export const exportCustomerReferences = operation({
  method: "GET",
  path: `${base}/export`,
  summary: "The company's customer part numbers as a file: CSV or Excel (xlsx), the columns an import reads",
  tags,
  access: "b2b",
  query: customerReferenceExportQuery,
  produces: Object.values(CUSTOMER_REFERENCE_EXPORT_TYPES),
  data: z.string().meta({ format: "binary", description: "The list as CSV or an Excel workbook" }),
});
