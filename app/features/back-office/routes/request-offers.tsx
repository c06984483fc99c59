import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import {
  addDeskOfferLine,
  createDeskOffer,
  listDeskOffers,
  removeDeskOfferLine,
  sendDeskOffer,
  updateDeskOffer,
} from "@contract/api/requests-desk/offer-operations";
import { offerCaseParams } from "@contract/api/requests-desk/offer-schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { formId, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { RequestOffersEditor, type OfferAnswer } from "../components/request-offers";
import { offerForm, offerLineForm, type OfferIntent } from "../forms/offer-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "offers", "back-office", "back-office-offers"] };

export const headers = passCacheControl;

const NO_FIELDS = z.object({});

const paramsOf = (args: LoaderFunctionArgs) => {
  const parsed = offerCaseParams.safeParse(args.params);
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data;
};

/** A request's offers (issue 33 item 2, docs/decisions/046-offers.md): written, edited line by line and sent. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "requests.manage");
  const params = paramsOf(args);
  const { items } = await staffGet(args, listDeskOffers, { params });
  const t = await i18n.getFixedT(args.request, "back-office-offers");
  return data(
    { title: t("pageTitle", { caseId: params.caseId }), staff, caseId: params.caseId, offers: items },
    { headers: PRIVATE_HEADERS },
  );
}

/** The editor's forms by `intent`; each refusal comes back next to its form with what was typed. */
export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "requests.manage");
  const params = paramsOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-offers");
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as OfferIntent;
  const offerId = formId(formData.get("offerId"));
  const lineId = formId(formData.get("lineId"));
  const staff = staffApi(args);

  async function attempt<S extends z.ZodType>(schema: S, call: (value: z.output<S>) => Promise<{ message?: string }>) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return data({ intent, offerId, reply: submission.reply() } satisfies OfferAnswer, { status: 400 });
    try {
      const answer = await call(submission.value);
      return redirectWithToast(pathFor("backOfficeRequestOffers", locale, { caseId: String(params.caseId) }), {
        type: "success",
        title: answer.message ?? t("saved"),
      });
    } catch (error) {
      return formFailure(args, error, (options) => ({ intent, offerId, reply: submission.reply(options) }) satisfies OfferAnswer);
    }
  }

  if (intent === "create-offer") return attempt(offerForm, (body) => staff.call(createDeskOffer, { params, body }));
  if (offerId === null) return data({ error: t("unknownIntent") }, { status: 400 });
  const offer = { offerId };
  switch (intent) {
    case "update-offer":
      return attempt(offerForm, (body) => staff.call(updateDeskOffer, { params: offer, body }));
    case "add-line":
      return attempt(offerLineForm, (body) => staff.call(addDeskOfferLine, { params: offer, body }));
    case "remove-line":
      if (lineId === null) return data({ error: t("unknownIntent") }, { status: 400 });
      return attempt(NO_FIELDS, () => staff.call(removeDeskOfferLine, { params: { offerId, lineId } }));
    case "send-offer":
      return attempt(NO_FIELDS, () => staff.call(sendDeskOffer, { params: offer }));
    default:
      return data({ error: t("unknownIntent") }, { status: 400 });
  }
}

export default function DeskRequestOffersPage() {
  const { title, staff, caseId, offers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("back-office-offers");
  const locale = usePageLocale();
  return (
    <BackOfficeShell staff={staff} title={title}>
      <Link
        to={pathFor("backOfficeRequest", locale, { caseId: String(caseId) })}
        className="text-sm font-medium text-primary-700 underline"
      >
        {t("back")}
      </Link>
      <div className="mt-4">
        <RequestOffersEditor caseId={caseId} offers={offers} locale={locale} answer={answer && "intent" in answer ? answer : undefined} />
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
