import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { productBySlug } from "@contract/api/catalog/operations";
import { ERROR_REPORT_FIELDS } from "@contract/api/offers/product-request-values";
import { formConstraint, parseWithZod } from "~/lib/forms/validation.server";
import { useLazyValidation } from "~/lib/forms/use-lazy-validation";
import { errorReportSchemaFor as schemaFor, guestErrorReport, userErrorReport } from "~/features/catalog/product-requests.server";
import { localeFromPath } from "@contract/locale";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { productPath } from "~/features/catalog/catalog-links";
import { titleMeta } from "~/lib/meta";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { isGuest, PRIVATE_HEADERS } from "~/server/auth.server";
import { catalogGet } from "~/features/catalog/catalog.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { formSentCookie } from "~/server/analytics-flash.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "product-requests"] };

/** The part the address names (`?sku` picks the packaging, as on the product page) and the way back to it. */
async function partOf(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const product = await catalogGet(args, productBySlug, {
    params: { slug: args.params.name ?? "" },
    query: { sku: url.searchParams.get("sku") ?? undefined },
  });
  const variant = product.variants.find((item) => item.variantId === product.id) ?? product.variants[0];
  const locale = localeFromPath(url.pathname);
  const back = productPath(locale, { categorySlug: product.categorySlugs[locale], productSlug: product.slug, sku: variant.sku });
  return { product, variant, back };
}

export async function loader(args: LoaderFunctionArgs) {
  const { product, variant, back } = await partOf(args);
  const t = await i18n.getFixedT(args.request, "product-requests");
  const guest = await isGuest(args);
  return data(
    {
      title: t("report.title", { mpn: product.mpn }),
      guest,
      constraint: formConstraint(schemaFor(guest)),
      part: { variantId: variant.variantId, sku: variant.sku },
      back,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** Sends the report as the signed-in user or as a guest, then goes back to the part with a flash. */
export async function action(args: ActionFunctionArgs) {
  const t = await i18n.getFixedT(args.request, "product-requests");
  const { variant, back } = await partOf(args);
  const formData = await readForm(args.request);
  const sent = { type: "success" as const, title: t("report.sentTitle") };
  if (isBotSubmission(formData)) return redirectWithToast(back, sent);
  const guest = await isGuest(args);
  const submission = parseWithZod(formData, { schema: schemaFor(guest) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const answer = await api(args).call(guest ? guestErrorReport : userErrorReport, {
      body: { ...submission.value, variantId: variant.variantId },
    });
    return redirectWithToast(
      back,
      { ...sent, description: answer.message ?? "" },
      { headers: { "Set-Cookie": await formSentCookie("product-error-report", "form_submit") } },
    );
  } catch (error) {
    return formFailure(args, error, submission.reply);
  }
}

export default function ProductReportPage() {
  const { title, guest, part, back, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation(["product-requests", "common"]);
  const onValidate = useLazyValidation(
    "product-report",
    () => import("@contract/api/offers/product-request-schemas"),
    (module) => (guest ? module.guestErrorReportBody : module.userErrorReportBody),
  );
  const [form, fields] = useForm({
    id: "product-report",
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  watchAllErrors(form);
  const email = (fields as unknown as Record<string, (typeof fields)["message"]>).email;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link to={back} className="text-sm font-medium text-primary-700 underline">
        {t("request.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900 [overflow-wrap:anywhere]">{title}</h1>
      <p className="mt-2 text-gray-700">{t("report.intro")}</p>
      <p className="mt-1 font-part text-sm text-gray-700">{part.sku}</p>
      <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4 rounded border border-gray-200 bg-white p-6 shadow-sm">
        <HoneypotField />
        <input type="hidden" name="variantId" value={part.variantId} />
        <SelectField
          label={t("report.field")}
          meta={fields.field}
          placeholder={t("report.choose")}
          options={ERROR_REPORT_FIELDS.map((field) => ({ id: field, name: t(`report.fields.${field}`) }))}
        />
        <TextAreaField label={t("report.message")} rows={5} meta={fields.message} />
        {guest && <TextField label={t("report.email")} type="email" autoComplete="email" meta={email} />}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("report.pending")}>{t("report.submit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
