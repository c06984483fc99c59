import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type * as z from "zod";
import { createDeskVariant, getDeskProduct, saveDeskProduct, saveDeskVariant } from "@contract/api/catalog-desk/operations";
import { deskProductParams, type DeskProduct, type DeskVariant } from "@contract/api/catalog-desk/schemas";
import { PRICE_BREAKS_MAX } from "@contract/api/catalog-desk/values";
import { PRODUCT_STATUSES } from "@contract/api/catalog/values";
import { PACKAGING_VALUES } from "@contract/limits";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { CheckboxField } from "~/components/ui/choice-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { OrderSection } from "~/features/orders/components/order-section";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { NewVariantFields } from "../components/new-variant-fields";
import { newVariantForm, productForm, variantForm, type CatalogProductIntent } from "../forms/catalog-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "catalog", "back-office", "back-office-catalog"] };

export const headers = passCacheControl;

const productIdOf = (args: LoaderFunctionArgs) => {
  const parsed = deskProductParams.safeParse(args.params);
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data.productId;
};

/** A product on the catalog desk (issue 33 item 5): its own form, one form per variant, and the staff's changes. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "catalog.manage");
  const product = await staffGet(args, getDeskProduct, { params: { productId: productIdOf(args) } });
  return data({ title: `${product.mpn} · ${product.manufacturer}`, staff, product }, { headers: PRIVATE_HEADERS });
}

interface SaveAnswer {
  intent: CatalogProductIntent;
  variantId: number | null;
  reply: SubmissionResult<string[]>;
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "catalog.manage");
  const productId = productIdOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as CatalogProductIntent;
  const here = pathFor("backOfficeCatalogProduct", locale, { productId });
  const staff = staffApi(args);

  /** Parses the intent's form, calls the API, and answers a refusal next to the form (typed values kept). */
  async function attempt<S extends z.ZodType>(
    schema: S,
    variantId: number | null,
    call: (value: z.output<S>) => Promise<unknown>,
    saved: string,
  ) {
    const submission = parseWithZod(formData, { schema });
    const reply = (options?: Parameters<typeof submission.reply>[0]): SaveAnswer => ({
      intent,
      variantId,
      reply: submission.reply(options),
    });
    if (submission.status !== "success") return data(reply(), { status: 400 });
    try {
      await call(submission.value);
    } catch (error) {
      return formFailure(args, error, reply);
    }
    return redirectWithToast(here, { type: "success", title: saved });
  }

  switch (intent) {
    case "product":
      return attempt(
        productForm,
        null,
        (value) => staff.call(saveDeskProduct, { params: { productId }, body: { ...value, images: value.images.join("\n") } }),
        t("product.saved"),
      );
    case "variant":
      return attempt(
        variantForm,
        Number(formData.get("variantId")) || null,
        ({ variantId, ...body }) => staff.call(saveDeskVariant, { params: { productId, variantId }, body }),
        t("variant.saved"),
      );
    case "add-variant":
      return attempt(newVariantForm, null, (body) => staff.call(createDeskVariant, { params: { productId }, body }), t("variant.added"));
    default:
      return data({ error: t("unknownIntent") }, { status: 400 });
  }
}

/** A checkbox's default: conform ticks it when its value is "on". */
const ticked = (value: boolean) => (value ? "on" : undefined);

function ProductForm({ product, answer }: { product: DeskProduct; answer?: SaveAnswer }) {
  const { t } = useTranslation("back-office-catalog");
  const { t: catalog } = useTranslation("catalog");
  const [form, fields] = useForm({
    id: "product",
    lastResult: answer?.intent === "product" ? answer.reply : undefined,
    defaultValue: {
      descriptionTr: product.descriptionTr,
      descriptionEn: product.descriptionEn,
      detailedDescriptionTr: product.detailedDescriptionTr,
      detailedDescriptionEn: product.detailedDescriptionEn,
      status: product.status,
      datasheetUrl: product.datasheetUrl ?? "",
      rohs: ticked(product.rohs),
      images: product.images.join("\n"),
      properties: Object.fromEntries(product.properties.map((property) => [property.code, property.value])),
    },
    constraint: getZodConstraint(productForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productForm }),
  });
  const properties = fields.properties.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="product" />
      <div className="grid gap-4 lg:grid-cols-2">
        <TextField label={t("product.descriptionTr")} meta={fields.descriptionTr} />
        <TextField label={t("product.descriptionEn")} meta={fields.descriptionEn} />
        <TextAreaField label={t("product.detailedDescriptionTr")} rows={4} meta={fields.detailedDescriptionTr} />
        <TextAreaField label={t("product.detailedDescriptionEn")} rows={4} meta={fields.detailedDescriptionEn} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SelectField
          label={t("product.status")}
          meta={fields.status}
          options={PRODUCT_STATUSES.map((status) => ({ id: status, name: catalog(`status.${status}`) }))}
        />
        <TextField label={t("product.datasheetUrl")} hint={t("product.datasheetHint")} type="url" meta={fields.datasheetUrl} />
      </div>
      <CheckboxField label={t("product.rohs")} meta={fields.rohs} />
      <TextAreaField label={t("product.images")} hint={t("product.imagesHint")} rows={3} meta={fields.images} />
      {product.properties.length > 0 && (
        <fieldset className="rounded border border-gray-200 p-3">
          <legend className="px-1 text-sm font-semibold text-gray-900">{t("product.properties")}</legend>
          <p className="text-sm text-gray-700">{t("product.propertiesHint")}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {product.properties.map((property) => (
              <TextField
                key={property.code}
                label={property.unit ? `${property.label} (${property.unit})` : property.label}
                meta={properties[property.code]}
              />
            ))}
          </div>
        </fieldset>
      )}
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("product.pending")}>{t("product.submit")}</SubmitButton>
    </Form>
  );
}

/** The variant form's fields as typed: the schema reads its price-break rows through a preprocess, so they are named here. */
type VariantFormFields = Omit<z.input<typeof variantForm>, "priceBreaks"> & { priceBreaks: Array<{ quantity: string; unitPrice: string }> };

function VariantForm({ productId, variant, answer }: { productId: number; variant: DeskVariant; answer?: SaveAnswer }) {
  const { t } = useTranslation("back-office-catalog");
  const locale = usePageLocale();
  const emptyRows = Math.max(0, Math.min(2, PRICE_BREAKS_MAX - variant.priceBreaks.length));
  const [form, fields] = useForm<VariantFormFields, z.output<typeof variantForm>>({
    id: `variant-${variant.id}`,
    lastResult: answer?.intent === "variant" && answer.variantId === variant.id ? answer.reply : undefined,
    defaultValue: {
      variantId: String(variant.id),
      packaging: variant.packaging,
      minimumOrderQuantity: String(variant.minimumOrderQuantity),
      orderQuantityMultiplier: String(variant.orderQuantityMultiplier),
      mpq: String(variant.mpq),
      totalStock: String(variant.totalStock),
      upcomingStock: variant.upcomingStock === null ? "" : String(variant.upcomingStock),
      upcomingStockDate: variant.upcomingStockDate ?? "",
      isBackorderable: ticked(variant.isBackorderable),
      isShowPrice: ticked(variant.isShowPrice),
      isShowStock: ticked(variant.isShowStock),
      priceBreaks: [
        ...variant.priceBreaks.map((step) => ({ quantity: String(step.quantity), unitPrice: step.unitPrice })),
        ...Array.from({ length: emptyRows }, () => ({ quantity: "", unitPrice: "" })),
      ],
    },
    constraint: getZodConstraint(variantForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: variantForm }),
  });
  const breaks = fields.priceBreaks.getFieldList();
  const headingId = `variant-${variant.id}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded border border-gray-200 p-3">
      <h3 id={headingId} className="font-part text-base font-semibold text-gray-900">
        {t("variant.title", { sku: variant.sku })}
      </h3>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="variant" />
        <input type="hidden" name={fields.variantId.name} value={String(variant.id)} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={t("variant.packaging")}
            meta={fields.packaging}
            options={PACKAGING_VALUES.map((packaging) => ({ id: packaging, name: packaging }))}
          />
          <TextField label={t("variant.minimumOrderQuantity")} inputMode="numeric" meta={fields.minimumOrderQuantity} />
          <TextField label={t("variant.orderQuantityMultiplier")} inputMode="numeric" meta={fields.orderQuantityMultiplier} />
          <TextField label={t("variant.mpq")} inputMode="numeric" meta={fields.mpq} />
          <TextField label={t("variant.totalStock")} inputMode="numeric" meta={fields.totalStock} />
          <TextField label={t("variant.upcomingStock")} inputMode="numeric" meta={fields.upcomingStock} />
          <TextField label={t("variant.upcomingStockDate")} hint={t("variant.dateHint")} meta={fields.upcomingStockDate} />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <CheckboxField label={t("variant.isBackorderable")} meta={fields.isBackorderable} />
          <CheckboxField label={t("variant.isShowPrice")} meta={fields.isShowPrice} />
          <CheckboxField label={t("variant.isShowStock")} meta={fields.isShowStock} />
        </div>
        <fieldset aria-describedby={fields.priceBreaks.errors?.length ? fields.priceBreaks.errorId : undefined}>
          <legend className="text-sm font-semibold text-gray-900">{t("variant.priceBreaks")}</legend>
          <p className="text-sm text-gray-700">{t("variant.priceBreaksHint")}</p>
          <div className="mt-2 space-y-2">
            {breaks.map((row, index) => {
              const step = row.getFieldset();
              return (
                <div key={row.key} className="grid max-w-xl grid-cols-2 gap-3">
                  <TextField label={t("variant.breakQuantity", { number: index + 1 })} inputMode="numeric" meta={step.quantity} />
                  <TextField label={t("variant.breakPrice", { number: index + 1 })} inputMode="decimal" meta={step.unitPrice} />
                </div>
              );
            })}
          </div>
          <FieldErrors id={fields.priceBreaks.errorId} errors={fields.priceBreaks.errors} />
        </fieldset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("variant.pending")}>{t("variant.submit", { sku: variant.sku })}</SubmitButton>
      </Form>
      <p className="mt-3">
        <Link
          to={pathFor("backOfficeCatalogDeleteVariant", locale, { productId, variantId: variant.id })}
          className="text-sm font-medium text-danger-700 underline"
        >
          {t("variant.delete", { sku: variant.sku })}
        </Link>
      </p>
    </section>
  );
}

/** The editor's form adding a variant to the product: its first price break only, the rest in its own form afterwards. */
function AddVariantForm({ answer }: { answer?: SaveAnswer }) {
  const { t } = useTranslation("back-office-catalog");
  const [form, fields] = useForm({
    id: "add-variant",
    lastResult: answer?.intent === "add-variant" ? answer.reply : undefined,
    defaultValue: { packaging: "Cut Tape", minimumOrderQuantity: "1", orderQuantityMultiplier: "1", totalStock: "0", breakQuantity: "1" },
    constraint: getZodConstraint(newVariantForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newVariantForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="add-variant" />
      <p className="text-sm text-gray-700">{t("newVariant.intro")}</p>
      <NewVariantFields fields={fields} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("newVariant.pending")}>{t("newVariant.submit")}</SubmitButton>
    </Form>
  );
}

export default function CatalogProductPage() {
  const { title, staff, product } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SaveAnswer | { error: string } | undefined;
  const { t } = useTranslation("back-office-catalog");
  const locale = usePageLocale();
  const saveAnswer = answer && "intent" in answer ? answer : undefined;
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("product.intro", { category: product.category })}>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={pathFor("backOfficeCatalog", locale)} className="text-sm font-medium text-primary-700 underline">
          {t("product.back")}
        </Link>
        <Link
          to={pathFor("backOfficeCatalogDeleteProduct", locale, { productId: product.id })}
          className="text-sm font-medium text-danger-700 underline"
        >
          {t("product.delete")}
        </Link>
      </p>
      {answer && "error" in answer && (
        <p role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      <div className="mt-4 space-y-6">
        <OrderSection id="catalog-product-title" title={t("product.title")}>
          <ProductForm product={product} answer={saveAnswer} />
        </OrderSection>
        <OrderSection id="catalog-variants-title" title={t("variant.heading")}>
          <div className="space-y-4">
            {product.variants.map((variant) => (
              <VariantForm key={variant.id} productId={product.id} variant={variant} answer={saveAnswer} />
            ))}
          </div>
        </OrderSection>
        <OrderSection id="catalog-add-variant-title" title={t("newVariant.title")}>
          <AddVariantForm answer={saveAnswer} />
        </OrderSection>
        <OrderSection id="catalog-history-title" title={t("product.history")}>
          <AuditTrail entries={product.audit} showObject={false} caption={t("product.history")} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
