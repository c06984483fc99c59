/** A project's states: a closed project's items can no longer be added to a cart (docs/decisions/045-projects.md). */
export const PROJECT_STATUSES = ["active", "closed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Field limits shared by the back office's form, the API and the database. */
export const PROJECT_LIMITS = {
  nameMax: 120,
  interestRateCodeMax: 20,
  maturityDaysMax: 365,
  committedQuantityMax: 10_000_000,
  itemsMax: 500,
} as const;
