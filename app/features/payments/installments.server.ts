import { paymentInstallments } from "@contract/api/payments/card";
import { isCurrency } from "@contract/limits";
import { api, type RouteArgs } from "~/server/api.server";

/**
 * What an amount costs paid by card in installments, as the card provider's commission table says (the API's
 * `/payment/installments`); none when the amount is not positive or the provider cannot answer: a single payment
 * is always possible, so a page never fails for want of this table.
 */
export async function installmentsFor(args: RouteArgs, amount: number | string, currency: string) {
  const value = Number(amount);
  if (!isCurrency(currency) || !(value > 0)) return [];
  return api(args)
    .call(paymentInstallments, { query: { amount: value.toFixed(2), currency } })
    .then(({ data }) => data)
    .catch(() => []);
}
