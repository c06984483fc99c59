// Without zod, for the storefront's page code (docs/decisions/062-page-javascript.md).

/** What a wrong-data report may be about (product-request-schemas.ts). */
export const ERROR_REPORT_FIELDS = ["price", "stock", "description", "datasheet", "image", "parameters", "other"] as const;
export type ErrorReportField = (typeof ERROR_REPORT_FIELDS)[number];
