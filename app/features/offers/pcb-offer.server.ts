import { estimatePcbOffer } from "@contract/api/offers/pcb-operations";
import { pcbEstimateBody, type PcbEstimate } from "@contract/api/offers/pcb-schemas";
import type { PcbFormValues } from "@contract/api/offers/pcb-values";
import { api, ApiError, type RouteArgs } from "~/server/api.server";

// The form's schema and calls for the route's loader and action only (app/lib/forms/validation.server.ts says why).
export { guestPcbOffer, userPcbOffer } from "@contract/api/offers/pcb-operations";
export { pcbOfferFormSchema, pcbRequestBody, postedPcbValues, triggerOf } from "~/features/offers/forms/pcb-offer";

/**
 * The API's indicative price for the form's values, or null while they cannot be priced (no board size yet). An
 * estimate is a help, never a step: a refusal (too many asked for at once) shows none instead of an error page.
 */
export async function pcbEstimateFor(args: RouteArgs, values: PcbFormValues): Promise<PcbEstimate | null> {
  const parsed = pcbEstimateBody.safeParse(values);
  if (!parsed.success) return null;
  try {
    return (await api(args).call(estimatePcbOffer, { body: parsed.data })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}
