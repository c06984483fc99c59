import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { createDeskProduct } from "@contract/api/catalog-desk/operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { NewVariantFields } from "../components/new-variant-fields";
import { newProductForm } from "../forms/catalog-forms";
import { requireStaff, staffApi } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-catalog"] };

export const headers = passCacheControl;

/**
 * Adding a product from the catalog desk (docs/decisions/044-catalog-desk.md): its category, maker, MPN and
 * descriptions with its first variant; the editor opens on it afterwards for its parameters, images and more variants.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "catalog.manage");
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  return data({ title: t("newProduct.title"), staff }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "catalog.manage");
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  const submission = parseWithZod(await readForm(args.request), { schema: newProductForm });
  const reply = (options?: Parameters<typeof submission.reply>[0]): { reply: SubmissionResult<string[]> } => ({
    reply: submission.reply(options),
  });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  try {
    const { data: product } = await staffApi(args).call(createDeskProduct, { body: submission.value });
    return redirectWithToast(pathFor("backOfficeCatalogProduct", locale, { productId: product.id }), {
      type: "success",
      title: t("product.added"),
    });
  } catch (error) {
    return formFailure(args, error, reply);
  }
}

export default function CatalogNewProductPage() {
  const { title, staff } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("back-office-catalog");
  const locale = usePageLocale();
  const [form, fields] = useForm({
    id: "new-product",
    lastResult: answer?.reply,
    defaultValue: {
      variant: { packaging: "Cut Tape", minimumOrderQuantity: "1", orderQuantityMultiplier: "1", totalStock: "0", breakQuantity: "1" },
    },
    constraint: getZodConstraint(newProductForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newProductForm }),
  });
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("newProduct.intro")}>
      <Link to={pathFor("backOfficeCatalog", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("product.back")}
      </Link>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4 rounded border border-gray-200 bg-white p-4">
        <div className="grid gap-4 lg:grid-cols-2">
          <TextField label={t("newProduct.category")} hint={t("newProduct.categoryHint")} meta={fields.category} />
          <TextField label={t("newProduct.manufacturer")} hint={t("newProduct.manufacturerHint")} meta={fields.manufacturer} />
          <TextField label={t("newProduct.mpn")} meta={fields.mpn} />
          <TextField label={t("product.datasheetUrl")} hint={t("product.datasheetHint")} type="url" meta={fields.datasheetUrl} />
          <TextField label={t("product.descriptionTr")} meta={fields.descriptionTr} />
          <TextField label={t("product.descriptionEn")} meta={fields.descriptionEn} />
        </div>
        <fieldset className="rounded border border-gray-200 p-3">
          <legend className="px-1 text-sm font-semibold text-gray-900">{t("newProduct.variant")}</legend>
          <NewVariantFields fields={fields.variant.getFieldset()} />
        </fieldset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("newProduct.pending")}>{t("newProduct.submit")}</SubmitButton>
      </Form>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
