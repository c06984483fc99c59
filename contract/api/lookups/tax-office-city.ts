// Without zod, for the storefront's page code (docs/decisions/062-page-javascript.md).

/** The province (plate code) a tax office belongs to: "34272" → "34", "1254" → "01". */
export const taxOfficeCityId = (code: string) => code.slice(0, -3).padStart(2, "0");
