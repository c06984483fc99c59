import { CHECKOUT_STEPS, type CheckoutStep, type CheckoutStepStatus } from "@contract/api/orders/values";
import type { StaticPageKey } from "@contract/paths";

/** The page of each checkout step: the cart itself, then the three pages under it (contract/pages.js). */
export const CHECKOUT_STEP_PAGES: Record<CheckoutStep, StaticPageKey> = {
  myCart: "shoppingCart",
  address: "checkoutAddress",
  deliveryMethod: "checkoutDelivery",
  paymentMethod: "checkoutPayment",
};

/** Spec §4: on a step, the steps before it are done, it is in progress, the ones after it wait. */
export function stepStatuses(current: CheckoutStep): Record<CheckoutStep, CheckoutStepStatus> {
  const at = CHECKOUT_STEPS.indexOf(current);
  return Object.fromEntries(
    CHECKOUT_STEPS.map((step, index) => [step, index < at ? "done" : index === at ? "progress" : "wait"]),
  ) as Record<CheckoutStep, CheckoutStepStatus>;
}

/**
 * The first step before `current` that is not complete (the page sends the buyer there), or null when every step
 * before it holds what it needs. A step may always be revisited: only the steps before it are checked.
 */
export function missingStepBefore(current: CheckoutStep, completed: Partial<Record<CheckoutStep, boolean>>): CheckoutStep | null {
  return CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(current)).find((step) => !completed[step]) ?? null;
}
