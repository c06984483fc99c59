import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { cardPaymentBody, convertToCardPayment, getOrderCardCharges } from "@contract/api/orders/card-payment";
import type { Order } from "@contract/api/orders/schemas";
import { typedCardBin } from "~/features/checkout/card-bin";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";

// An EFT order awaiting payment paid by card instead, from its page (docs/decisions/050-current-account-self-service.md):
// the table the API computes for the order (as the checkout's card step, for the card's BIN when given), and the post
// that starts the payment at the provider.

/**
 * What paying the order by card would charge, for an EFT order awaiting payment; null for any other order, and when
 * the API cannot offer it now (no card provider, the order paid or expired meanwhile): the page then offers no card.
 */
export async function orderCardChargesFor(args: RouteArgs, order: Pick<Order, "orderNumber" | "paymentType" | "status">) {
  const { bin, invalid } = typedCardBin(new URL(args.request.url));
  if (order.paymentType !== "eft" || order.status !== "awaiting_payment") return { cardCharges: null, binInvalid: invalid };
  const cardCharges = await api(args)
    .call(getOrderCardCharges, { params: { orderNumber: order.orderNumber }, query: { bin } })
    .then(({ data: charges }) => charges)
    .catch(() => null);
  return { cardCharges, binInvalid: invalid };
}

/**
 * Starts the card payment: on to the provider's page; a refusal (the table changed, a payment already open, the order
 * paid meanwhile) stays on the form with what was chosen.
 */
export async function payOrderByCard(args: RouteArgs, orderNumber: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: cardPaymentBody });
  if (submission.status !== "success") return data({ cardPayment: submission.reply() }, { status: 400 });
  try {
    const { data: started } = await api(args).call(convertToCardPayment, { params: { orderNumber }, body: submission.value });
    return redirect(started.paymentRedirect);
  } catch (error) {
    return formFailure(args, error, (reply) => ({ cardPayment: submission.reply(reply) }), { formStatuses: [503] });
  }
}
