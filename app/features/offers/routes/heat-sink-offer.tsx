import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { guestHeatSinkOffer, searchHeatSinkProfiles, userHeatSinkOffer } from "@contract/api/offers/heat-sink-operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { HeatSinkOfferForm, heatSinkOfferFormSchema } from "~/features/offers/components/heat-sink-offer-form";
import { publicPageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { formSentCookie } from "~/server/analytics-flash.server";
import { redirectWithToast } from "~/server/toast.server";

// "offers": the PCB quote's contact fields and consents, reused here.
export const handle = { i18n: ["common", "heat-sinks", "offers"] };

export async function loader(args: LoaderFunctionArgs) {
  const t = await i18n.getFixedT(args.request, "heat-sinks");
  const [profiles, guest] = await Promise.all([api(args).call(searchHeatSinkProfiles, { body: {} }), isGuest(args)]);
  const items = profiles.data.items;
  // A profile's "request a quote" link chooses it; an unknown one is left unchosen.
  const wanted = new URL(args.request.url).searchParams.get("profile") ?? "";
  return data({
    title: t("form.title"),
    description: t("form.metaDescription"),
    guest,
    profiles: items,
    profile: items.some((item) => item.profile === wanted) ? wanted : "",
  });
}

/** Sends the request as the signed-in user or as a guest, then says it was received. */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, "heat-sinks");
  const formData = await readForm(request);
  const sent = { type: "success" as const, title: t("form.sentTitle") };
  if (isBotSubmission(formData)) return redirectWithToast(pathFor("heatSink", locale), sent);

  const guest = await isGuest(args);
  const submission = parseWithZod(formData, { schema: heatSinkOfferFormSchema(guest) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const answer = await api(args).call(guest ? guestHeatSinkOffer : userHeatSinkOffer, { body: submission.value });
    const next = guest ? pathFor("heatSink", locale) : pathFor("heatSinkRequests", locale);
    return redirectWithToast(
      next,
      { ...sent, description: answer.message ?? "" },
      { headers: { "Set-Cookie": await formSentCookie("heat-sink-offer") } },
    );
  } catch (error) {
    return formFailure(args, error, submission.reply);
  }
}

export default function HeatSinkOfferPage() {
  const { title, guest, profiles, profile } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("heat-sinks");
  const locale = usePageLocale();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("form.intro")}</p>
      {guest && (
        <p className="mt-2 text-sm text-gray-700">
          {t("form.signInHint")}{" "}
          <Link to={pathFor("login", locale)} className="font-semibold text-primary-700 underline">
            {t("form.signIn")}
          </Link>
        </p>
      )}
      <div className="mt-6">
        <HeatSinkOfferForm locale={locale} guest={guest} profiles={profiles} profile={profile} lastResult={lastResult} />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
