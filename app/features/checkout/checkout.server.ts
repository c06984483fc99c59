import { redirect } from "@remix-run/node";
import { getCardCharges, getGuestCardCharges } from "@contract/api/checkout/card-charges";
import { getCheckout, saveCheckoutDelivery } from "@contract/api/checkout/operations";
import { getGuestCheckout, getGuestOrder, placeGuestOrder, saveGuestCheckoutDelivery } from "@contract/api/checkout/guest";
import type { Checkout } from "@contract/api/checkout/schemas";
import { getOrder, placeOrder } from "@contract/api/orders/operations";
import type { CheckoutStep } from "@contract/api/orders/values";
import { pathFor } from "@contract/paths";
import { CHECKOUT_STEP_PAGES, missingStepBefore } from "./checkout-steps";
import { api, type RouteArgs } from "~/server/api.server";
import { isGuest } from "~/server/auth.server";
import { throwRouteError } from "~/server/api-errors.server";
import { readGuestId } from "~/server/cookies.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { redirectWithToast } from "~/server/toast.server";

/** The API's operations of a checkout, a signed-in user's or a guest's: the pages call these, never choose. */
export const checkoutOperations = (guest: boolean) =>
  guest
    ? {
        get: getGuestCheckout,
        saveDelivery: saveGuestCheckoutDelivery,
        cardCharges: getGuestCardCharges,
        place: placeGuestOrder,
        order: getGuestOrder,
      }
    : { get: getCheckout, saveDelivery: saveCheckoutDelivery, cardCharges: getCardCharges, place: placeOrder, order: getOrder };

/**
 * The checkout as the API prices it, for the page of `step`: a signed-in user's or a guest's (a guest without a cart
 * has nothing to check out: the cart page says so). A step whose earlier steps are not complete sends the buyer to
 * the first of them (spec §4), and a cart that cannot be ordered as it is goes back to the cart with the API's reason.
 */
export async function checkoutFor(args: RouteArgs, step: CheckoutStep): Promise<{ checkout: Checkout; guest: boolean }> {
  const locale = languageOf(args.request);
  const guest = await isGuest(args);
  if (guest && !(await readGuestId(args.request))) throw redirect(pathFor("shoppingCart", locale));
  const { data: checkout } = await api(args)
    .call(checkoutOperations(guest).get)
    .catch((error) => throwRouteError(error, args));
  const missing = missingStepBefore(step, checkout.completed);
  if (missing === "myCart") {
    const t = await i18n.getFixedT(args.request, "checkout");
    throw await redirectWithToast(pathFor("shoppingCart", locale), {
      type: "error",
      title: t("cartNotReady"),
      description: checkout.problems[0],
    });
  }
  if (missing) throw redirect(pathFor(CHECKOUT_STEP_PAGES[missing], locale));
  return { checkout, guest };
}
