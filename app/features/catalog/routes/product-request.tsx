import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Trans } from "~/lib/i18n/trans";
import { useTranslation } from "~/lib/i18n/use-translation";
import { productBySlug } from "@contract/api/catalog/operations";
import type { ProductDetail } from "@contract/api/catalog/schemas";
import { CURRENCIES } from "@contract/limits";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { CheckboxField } from "~/components/ui/choice-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { productPath } from "~/features/catalog/catalog-links";
import { formConstraint, parseWithZod } from "~/lib/forms/validation.server";
import { useLazyValidation } from "~/lib/forms/use-lazy-validation";
import { guestProductRequest, productRequestSchemaFor as schemaFor, userProductRequest } from "~/features/catalog/product-requests.server";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { isGuest, PRIVATE_HEADERS } from "~/server/auth.server";
import { readUserSettings } from "~/server/user-settings.server";
import { catalogGet } from "~/features/catalog/catalog.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { formSentCookie } from "~/server/analytics-flash.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "product-requests"] };

/** The part the address names (`?sku` picks the packaging, as on the product page). */
async function partOf(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const product = await catalogGet(args, productBySlug, {
    params: { slug: args.params.name ?? "" },
    query: { sku: url.searchParams.get("sku") ?? undefined },
  });
  const variant = product.variants.find((item) => item.variantId === product.id) ?? product.variants[0];
  return { product, variant };
}

const backTo = (locale: ReturnType<typeof localeFromPath>, product: ProductDetail, sku: string) =>
  productPath(locale, { categorySlug: product.categorySlugs[locale], productSlug: product.slug, sku });

export async function loader(args: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const { product, variant } = await partOf(args);
  const t = await i18n.getFixedT(args.request, "product-requests");
  const guest = await isGuest(args);
  return data(
    {
      title: t("request.title", { mpn: product.mpn }),
      guest,
      constraint: formConstraint(schemaFor(guest), ["isCommercialCommunicationApproved"]),
      part: { variantId: variant.variantId, sku: variant.sku, minimum: variant.minimumOrderQuantity },
      back: backTo(locale, product, variant.sku),
      // The target price is asked in the currency the visitor shops in.
      currency: (await readUserSettings(args.request, locale)).currencyCode,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** Sends the request as the signed-in user or as a guest; a user then sees it in the dashboard, a guest the part again. */
export async function action(args: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "product-requests");
  const { product, variant } = await partOf(args);
  const back = backTo(locale, product, variant.sku);
  const formData = await readForm(args.request);
  const sent = { type: "success" as const, title: t("request.sentTitle") };
  if (isBotSubmission(formData)) return redirectWithToast(back, sent);
  const guest = await isGuest(args);
  const submission = parseWithZod(formData, { schema: schemaFor(guest) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const answer = await api(args).call(guest ? guestProductRequest : userProductRequest, {
      body: { ...submission.value, variantId: variant.variantId },
    });
    return redirectWithToast(
      guest ? back : pathFor("priceStockRequests", locale),
      { ...sent, description: answer.message ?? "" },
      { headers: { "Set-Cookie": await formSentCookie("product-request") } },
    );
  } catch (error) {
    return formFailure(args, error, submission.reply);
  }
}

export default function ProductRequestPage() {
  const { title, guest, part, back, currency, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation(["product-requests", "common"]);
  const locale = usePageLocale();
  const onValidate = useLazyValidation(
    "product-request",
    () => import("@contract/api/offers/product-request-schemas"),
    (module) => (guest ? module.guestProductRequestBody : module.userProductRequestBody),
  );
  const [form, fields] = useForm({
    id: "product-request",
    lastResult,
    constraint,
    defaultValue: { quantity: String(part.minimum), targetCurrency: currency },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  watchAllErrors(form);
  const optional = t("common:optional");
  const policyLink = (key: "policyMembership" | "policyDataProtection") => (
    <Link to={pathFor(key, locale)} target="_blank" rel="noopener" className="font-semibold text-primary-700 underline" />
  );
  const allFields = fields as unknown as Record<string, (typeof fields)["quantity"]>;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to={back} className="text-sm font-medium text-primary-700 underline">
        {t("request.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-700">{t("request.intro")}</p>
      <p className="mt-1 font-part text-sm text-gray-700">{t("request.part", { sku: part.sku, minimum: part.minimum })}</p>
      <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4 rounded border border-gray-200 bg-white p-6 shadow-sm">
        <HoneypotField />
        <input type="hidden" name="variantId" value={part.variantId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("request.quantity")}
            hint={t("request.quantityHint")}
            type="number"
            inputMode="numeric"
            min={1}
            meta={fields.quantity}
          />
          <div>
            <label htmlFor={fields.neededBy.id} className="block text-sm font-medium text-gray-800">
              {t("request.neededBy")} <span className="font-normal text-gray-600">({optional})</span>
            </label>
            <input
              id={fields.neededBy.id}
              name={fields.neededBy.name}
              type="date"
              defaultValue={String(fields.neededBy.initialValue ?? "")}
              aria-invalid={fields.neededBy.errors ? true : undefined}
              aria-describedby={fields.neededBy.errors ? fields.neededBy.errorId : undefined}
              className="mt-1 block w-full rounded border border-gray-400 px-3 py-2"
            />
            <FieldErrors id={fields.neededBy.errorId} errors={fields.neededBy.errors} />
          </div>
          <TextField label={t("request.targetPrice")} optionalLabel={optional} type="text" inputMode="decimal" meta={fields.targetPrice} />
          <SelectField
            label={t("request.targetCurrency")}
            meta={fields.targetCurrency}
            options={CURRENCIES.map((code) => ({ id: code, name: code }))}
          />
        </div>
        <TextAreaField label={t("request.note")} optionalLabel={optional} rows={4} meta={fields.note} />
        {guest && (
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-gray-900">{t("request.contactTitle")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t("request.name")} type="text" autoComplete="given-name" meta={allFields.name} />
              <TextField label={t("request.lastName")} type="text" autoComplete="family-name" meta={allFields.lastName} />
              <TextField
                label={t("request.companyName")}
                optionalLabel={optional}
                type="text"
                autoComplete="organization"
                meta={allFields.companyName}
              />
              <TextField label={t("request.email")} type="email" autoComplete="email" meta={allFields.email} />
              <TextField
                label={t("request.phoneCountryCode")}
                type="text"
                autoComplete="tel-country-code"
                meta={allFields.phoneCountryCode}
              />
              <TextField label={t("request.phone")} inputMode="tel" autoComplete="tel-national" meta={allFields.phone} />
            </div>
          </fieldset>
        )}
        <CheckboxField meta={fields.isCommercialCommunicationApproved} label={`${t("request.commercial")} (${optional})`} />
        {guest && (
          <CheckboxField
            meta={allFields.isMembershipTermsAccepted}
            label={
              <Trans
                t={t}
                i18nKey="request.membershipTerms"
                components={{ terms: policyLink("policyMembership"), privacy: policyLink("policyDataProtection") }}
              />
            }
          />
        )}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("request.pending")}>{t("request.submit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
