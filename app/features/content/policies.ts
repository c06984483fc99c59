import type { StaticPageKey } from "@contract/paths";

/** The policy pages in footer order; their content is kept in the API under the English slug. */
export const POLICY_PAGE_KEYS = [
  "policyDataProtectionAgreements",
  "policyDataProtection",
  "policyDataProtectionForm",
  "policyPrivacy",
  "policyCookie",
  "policyDistanceSales",
  "policyMembership",
  "policyRefund",
  "policyInformationSecurity",
  "policyIntegratedManagement",
] as const satisfies readonly StaticPageKey[];
