import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { TFunction } from "~/lib/i18n/translate";
import { AuthCard } from "~/features/account/components/auth-card";
import { BusinessSignupForm } from "~/features/account/components/business-signup-form";
import { ConsumerSignupForm } from "~/features/account/components/consumer-signup-form";
import { ADDRESS_LOOKUP_INTENT } from "~/features/account/components/address-fields";
import { businessSignUp, consumerSignUp } from "@contract/api/identity/operations";
import { consumerSignUpBody } from "@contract/api/identity/schemas";
import { addressChoiceOf, cityNameOf, withNeighbourhoodPostalCode } from "~/features/account/address-lookups";
import { businessSignupSchema, DOCUMENT_READ_LIMIT, DOCUMENT_TOO_LARGE, FIELDS_KEPT_BY_BROWSER } from "~/features/account/forms/signup";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor } from "@contract/paths";
import { api, ApiError } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { companyLookups } from "~/features/account/lookups.server";
import { toCodePage } from "~/features/account/signup.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const t = await i18n.getFixedT(args.request, "account");
  const userType = url.searchParams.get("type") === "b2b" ? "b2b" : "b2c";
  const lookups = userType === "b2b" ? await companyLookups(args, null) : null;
  return data({ title: t("signup.title"), locale: localeFromPath(url.pathname), userType, lookups }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  // Where the verified sign-up goes (a page that sent the visitor here, like a guest's offer link), kept in the form's address.
  const redirectTo = url.searchParams.get("redirectTo") ?? undefined;
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const formData = await readForm(request, { maxBytes: DOCUMENT_READ_LIMIT, tooLargeMarker: DOCUMENT_TOO_LARGE });
  const intent = formData.get("intent");

  if (intent === "b2c") {
    const submission = parseWithZod(formData, { schema: consumerSignUpBody });
    const reply = (options: Parameters<typeof submission.reply>[0] = {}) => ({
      result: askedAgain(submission.reply({ ...options, hideFields: ["password"] }), formData, t),
      lookups: null,
    });
    if (submission.status !== "success") return data(reply(), { status: 400 });
    try {
      const { data: started } = await api(args).call(consumerSignUp, { body: { ...submission.value, languageCode: locale } });
      return toCodePage(locale, started, t, redirectTo);
    } catch (error) {
      return formFailure(args, error, reply);
    }
  }

  if (intent === "b2b" || intent === ADDRESS_LOOKUP_INTENT) {
    const submission = parseWithZod(formData, { schema: businessSignupSchema });
    const lookups = await companyLookups(args, submission.payload);
    const reply = (options: Parameters<typeof submission.reply>[0] = {}) => ({
      result: askedAgain(submission.reply({ ...options, hideFields: ["password", "companyDocument"] }), formData, t),
      lookups,
    });
    // Asking for the next address list (no JavaScript): the form comes back with it, nothing checked yet. What a
    // page cannot give back (a password is never sent back, a browser cannot refill a file field) is asked again.
    if (intent === ADDRESS_LOOKUP_INTENT)
      return data({
        result: withNeighbourhoodPostalCode({ ...reply().result, error: toEnterAgain(formData, t) }, lookups.address),
        lookups,
      });
    if (submission.status !== "success") return data(reply(), { status: 400 });

    const { companyDocument, ...fields } = submission.value;
    const body = new FormData();
    const text = {
      ...fields,
      cityName: cityNameOf(addressChoiceOf(fields), lookups.address.cities, fields.cityName),
      languageCode: locale,
    };
    for (const [name, value] of Object.entries(text))
      if (value !== undefined && value !== null && value !== "") body.set(name, String(value));
    body.set("companyDocument", companyDocument as File);
    try {
      const { data: started } = await api(args).call(businessSignUp, { body });
      return toCodePage(locale, started, t, redirectTo);
    } catch (error) {
      // The document's own refusals, too large (413) or of a wrong type (415), are said next to its field.
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        return data(reply({ fieldErrors: { companyDocument: [error.message || t("common:errors.tooLarge")] } }), { status: error.status });
      }
      return formFailure(args, error, reply);
    }
  }
  return data({ result: null, lookups: null }, { status: 400 });
}

/** A refused form's result, with a request to enter again each field it comes back without, unless refused itself. */
function askedAgain(result: SubmissionResult<string[]>, formData: FormData, t: TFunction): SubmissionResult<string[]> {
  return { ...result, error: { ...toEnterAgain(formData, t), ...result.error } };
}

/** Next to each field the round trip emptied: the password typed, the document chosen (by its name). */
function toEnterAgain(formData: FormData, t: TFunction): Record<string, string[]> {
  const again: Record<string, string[]> = {};
  if (formData.get(FIELDS_KEPT_BY_BROWSER)) return again;
  if (formData.get("password")) again.password = [t("signup.passwordAgain")];
  const document = formData.get("companyDocument");
  if (document instanceof File && document.size > 0) again.companyDocument = [t("signup.documentAgain", { name: document.name })];
  return again;
}

export default function SignupPage() {
  const { title, locale, userType, lookups } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const tab = (type: "b2c" | "b2b") => (
    <Link
      to={pathFor("signup", locale, {}, type === "b2b" ? { type } : undefined)}
      aria-current={userType === type ? "page" : undefined}
      className={`flex-1 rounded-t border-b-2 px-3 py-2 text-center text-sm font-semibold ${userType === type ? "border-primary-700 text-primary-800" : "border-transparent text-gray-600 hover:text-primary-700"}`}
    >
      {t(`userType.${type}`)}
    </Link>
  );

  return (
    <AuthCard title={title} intro={t("signup.intro")} wide={userType === "b2b"}>
      <nav aria-label={t("userType.legend")} className="mb-6 flex border-b border-gray-200">
        {tab("b2c")}
        {tab("b2b")}
      </nav>
      {userType === "b2b" && lookups ? (
        <BusinessSignupForm locale={locale} lastResult={actionData?.result} lookups={actionData?.lookups ?? lookups} />
      ) : (
        <ConsumerSignupForm locale={locale} lastResult={actionData?.result} />
      )}
      <p className="mt-6 border-t border-gray-200 pt-4 text-sm text-gray-700">
        {t("signup.haveAccount")}{" "}
        <Link to={pathFor("login", locale)} className="font-semibold text-primary-700 underline">
          {t("signup.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
