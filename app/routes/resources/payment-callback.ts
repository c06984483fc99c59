import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { paymentCallback, PAYMENT_PROVIDERS } from "@contract/api/payments/card";
import { pathFor } from "@contract/paths";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { readForm } from "~/server/forms.server";

/**
 * POST /payment/callback/:provider: the card provider's page sends the buyer back here with the payment's result.
 * It comes from another site, so without the buyer's cookies (request-gate.server.ts lets this path through): the
 * API trusts the provider's signature alone, applies the result once, and says which order and language it was.
 * Paid: the card success page. Refused: back to the payment step, which says why; the cart is as it was.
 */
export async function action(args: ActionFunctionArgs) {
  const provider = PAYMENT_PROVIDERS.find((name) => name === args.params.provider);
  if (!provider) throw new Response(null, { status: 404 });
  const formData = await readForm(args.request);
  const fields = Object.fromEntries([...formData].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
  const { data: outcome } = await api(args)
    .call(paymentCallback, { params: { provider }, body: fields })
    .catch((error) => throwRouteError(error, args));
  if (outcome.status === "captured") return redirect(pathFor("orderSuccessPos", outcome.languageCode, {}, { order: outcome.orderNumber }));
  return redirect(pathFor("checkoutPayment", outcome.languageCode, {}, { failedOrder: outcome.orderNumber }));
}
