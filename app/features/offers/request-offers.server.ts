import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { acceptOffer, declineOffer, listRequestOffers } from "@contract/api/requests-desk/offer-operations";
import type { OFFERABLE_REQUEST_KINDS } from "@contract/api/requests-desk/offer-values";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { activeCart } from "~/features/cart/cart.server";
import { addedToCartCookie, eventHeaders } from "~/server/analytics-flash.server";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { dashboardGet } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { acceptOfferForm, declineOfferForm, type RequestOfferIntent } from "./forms/request-offers";

type OfferableKind = (typeof OFFERABLE_REQUEST_KINDS)[number];

/** What the page's action answered to one offer's form. */
export interface RequestOfferAnswer {
  intent: RequestOfferIntent;
  offerId: number;
  reply: SubmissionResult<string[]>;
}

/** The sent offers of the page's request (docs/decisions/046-offers.md). */
export async function loadRequestOffers(args: LoaderFunctionArgs, kind: OfferableKind, requestId: number) {
  const { items } = await dashboardGet(args, listRequestOffers, { params: { kind, requestId } });
  return items;
}

/**
 * The request page's offer forms: accepting lands on the cart with a toast (its lines are there at the offered
 * prices), declining comes back to the page; a refusal (expired, already answered) is shown next to the offer's form.
 */
export async function requestOffersAction(args: ActionFunctionArgs) {
  await requireUser(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as RequestOfferIntent;
  const t = await i18n.getFixedT(args.request, "offers");
  const schema = intent === "accept-offer" ? acceptOfferForm : declineOfferForm;
  const submission = parseWithZod(formData, { schema });
  const offerId = Number(formData.get("offerId"));
  if (intent !== "accept-offer" && intent !== "decline-offer") return data({ error: t("requestOffers.unknownIntent") }, { status: 400 });
  if (submission.status !== "success")
    return data({ intent, offerId, reply: submission.reply() } satisfies RequestOfferAnswer, { status: 400 });
  const client = api(args);
  try {
    if (intent === "accept-offer") {
      const answer = await client.call(acceptOffer, { params: { offerId } });
      // The offer's lines as the cart now holds them (SpecialProduct lines at the offered prices).
      const offered = new Set(answer.data.offer.lines.map((line) => line.id));
      const event = await addedToCartCookie(await activeCart(args), (line) => line.offerLineId !== null && offered.has(line.offerLineId));
      return redirectWithToast(
        pathFor("shoppingCart", locale),
        { type: "success", title: answer.message ?? t("requestOffers.accepted") },
        { headers: eventHeaders(event) },
      );
    }
    const { reason } = declineOfferForm.parse(submission.value);
    const answer = await client.call(declineOffer, { params: { offerId }, body: { reason } });
    return redirectWithToast(new URL(args.request.url).pathname, { type: "success", title: answer.message ?? t("requestOffers.declined") });
  } catch (error) {
    return formFailure(args, error, (options) => ({ intent, offerId, reply: submission.reply(options) }) satisfies RequestOfferAnswer);
  }
}
