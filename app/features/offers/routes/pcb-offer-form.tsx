import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { applyPcbDefaults, GERBER_MAX_BYTES, PCB_FORM_DEFAULTS } from "@contract/api/offers/pcb-values";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { PcbOfferForm } from "~/features/offers/components/pcb-offer-form";
import { GERBER_TOO_LARGE, PCB_FORM_INTENTS } from "~/features/offers/forms/pcb-offer-intents";
import { publicPageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import {
  guestPcbOffer,
  pcbEstimateFor,
  pcbOfferFormSchema,
  pcbRequestBody,
  postedPcbValues,
  triggerOf,
  userPcbOffer,
} from "~/features/offers/pcb-offer.server";
import { formConstraint, parseWithZod } from "~/lib/forms/validation.server";
import { formSentCookie } from "~/server/analytics-flash.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "offers"] };

export async function loader(args: LoaderFunctionArgs) {
  const t = await i18n.getFixedT(args.request, "offers");
  const guest = await isGuest(args);
  return data({
    title: t("pcb.form.title"),
    description: t("pcb.form.metaDescription"),
    guest,
    values: PCB_FORM_DEFAULTS,
    constraint: formConstraint(pcbOfferFormSchema(guest), ["isCommercialCommunicationApproved"]),
  });
}

/**
 * The form's buttons: "apply" brings the usual options of the chosen base material or layer count (spec §4),
 * "clear" the starting values, "estimate" the indicative price, each returning the form with everything else as
 * typed; the main button sends the request as the signed-in user or as a guest, then says it was received.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, "offers");
  const formData = await readForm(request, { maxBytes: GERBER_MAX_BYTES, tooLargeMarker: GERBER_TOO_LARGE });
  const sent = { type: "success" as const, title: t("pcb.form.sentTitle") };
  if (isBotSubmission(formData)) return redirectWithToast(pathFor("pcbOffer", locale), sent);

  const intent = formData.get("intent");
  const posted = postedPcbValues(formData);
  const trigger = triggerOf(intent);
  if (trigger !== undefined || intent === PCB_FORM_INTENTS.clear || intent === PCB_FORM_INTENTS.estimate) {
    const values =
      intent === PCB_FORM_INTENTS.clear
        ? { ...PCB_FORM_DEFAULTS, isFormCleared: true }
        : trigger
          ? applyPcbDefaults(posted, trigger)
          : posted;
    const notice = intent === PCB_FORM_INTENTS.clear ? t("pcb.form.cleared") : trigger ? t("pcb.form.applied") : null;
    return data({ kind: "values" as const, values, notice, estimate: await pcbEstimateFor(args, values), token: crypto.randomUUID() });
  }

  const guest = await isGuest(args);
  const submission = parseWithZod(formData, { schema: pcbOfferFormSchema(guest) });
  const chosen = formData.get("gerber");
  const gerberName = chosen instanceof File && chosen.size > 0 ? chosen.name : null;
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) => ({
    kind: "invalid" as const,
    result: submission.reply({ ...options, hideFields: ["gerber"] }),
    gerberName,
  });
  if (submission.status !== "success") {
    // An archive over the limit was never read to its end: the form says so with the status a too-large body gets.
    return data(reply(), { status: formData.get("gerber") === GERBER_TOO_LARGE ? 413 : 400 });
  }
  try {
    const answer = await api(args).call(guest ? guestPcbOffer : userPcbOffer, { body: pcbRequestBody(submission.value) });
    const next = guest ? pathFor("pcbOffer", locale) : pathFor("pcbStencilRequests", locale);
    return redirectWithToast(
      next,
      { ...sent, description: answer.message ?? "" },
      { headers: { "Set-Cookie": await formSentCookie("pcb-offer") } },
    );
  } catch (error) {
    return formFailure(args, error, reply);
  }
}

export default function PcbOfferFormPage() {
  const { title, guest, values, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("offers");
  const locale = usePageLocale();
  const returned = answer?.kind === "values" ? answer : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("pcb.form.intro")}</p>
      {guest && (
        <p className="mt-2 text-sm text-gray-700">
          {t("pcb.form.signInHint")}{" "}
          <Link to={pathFor("login", locale)} className="font-semibold text-primary-700 underline">
            {t("pcb.form.signIn")}
          </Link>
        </p>
      )}
      {returned?.notice && (
        <p role="status" className="mt-4 rounded border border-primary-200 bg-primary-50 p-3 text-sm text-gray-900">
          {returned.notice}
        </p>
      )}
      <div className="mt-6">
        {/* New values from the server start the form afresh; a refusal keeps the form and shows its mistakes. */}
        <PcbOfferForm
          key={returned?.token ?? "form"}
          locale={locale}
          guest={guest}
          values={returned?.values ?? values}
          constraint={constraint}
          estimate={returned?.estimate ?? null}
          lastResult={answer?.kind === "invalid" ? answer.result : undefined}
          gerberName={answer?.kind === "invalid" ? answer.gerberName : null}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
