import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { deleteDeskProduct, deleteDeskVariant, getDeskProduct } from "@contract/api/catalog-desk/operations";
import { deskProductParams, deskVariantParams } from "@contract/api/catalog-desk/schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-catalog"] };

export const headers = passCacheControl;

/** The product, and the variant when the address names one (the variant's delete page); 404 for anything else. */
function idsOf(args: LoaderFunctionArgs): { productId: number; variantId: number | null } {
  if (args.params.variantId !== undefined) {
    const parsed = deskVariantParams.safeParse(args.params);
    if (!parsed.success) throw new Response(null, { status: 404 });
    return parsed.data;
  }
  const parsed = deskProductParams.safeParse(args.params);
  if (!parsed.success) throw new Response(null, { status: 404 });
  return { productId: parsed.data.productId, variantId: null };
}

/**
 * The question before a product or a variant is deleted from the catalog desk (docs/decisions/044-catalog-desk.md):
 * what goes and what stays, then a plain POST form that deletes.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "catalog.manage");
  const { productId, variantId } = idsOf(args);
  const product = await staffGet(args, getDeskProduct, { params: { productId } });
  const variant = variantId === null ? null : product.variants.find((candidate) => candidate.id === variantId);
  if (variant === undefined) throw new Response(null, { status: 404 });
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  const title = variant ? t("delete.variantTitle", { sku: variant.sku }) : t("delete.productTitle", { mpn: product.mpn });
  const intro = variant
    ? t("delete.variantIntro", { sku: variant.sku, mpn: product.mpn })
    : t("delete.productIntro", {
        mpn: product.mpn,
        manufacturer: product.manufacturer,
        skus: product.variants.map((candidate) => candidate.sku).join(", "),
      });
  return data({ title, intro, staff, productId }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "catalog.manage");
  const { productId, variantId } = idsOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  const reply = (options: { formErrors?: string[] }) => ({ errors: options.formErrors ?? [] });
  const staff = staffApi(args);
  try {
    if (variantId === null) {
      await staff.call(deleteDeskProduct, { params: { productId } });
      return redirectWithToast(pathFor("backOfficeCatalog", locale), { type: "success", title: t("product.deleted") });
    }
    await staff.call(deleteDeskVariant, { params: { productId, variantId } });
    return redirectWithToast(pathFor("backOfficeCatalogProduct", locale, { productId }), { type: "success", title: t("variant.deleted") });
  } catch (error) {
    return formFailure(args, error, reply);
  }
}

export default function CatalogDeletePage() {
  const { title, intro, staff, productId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("back-office-catalog");
  const locale = usePageLocale();
  return (
    <BackOfficeShell staff={staff} title={title} intro={intro}>
      <section aria-labelledby="catalog-delete-rules" className="rounded border border-gray-200 bg-white p-4">
        <p id="catalog-delete-rules" className="text-sm text-gray-800">
          {t("delete.rules")}
        </p>
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton name="intent" value="delete" pendingLabel={t("delete.pending")}>
            {t("delete.confirm")}
          </SubmitButton>
          <Link to={pathFor("backOfficeCatalogProduct", locale, { productId })} className="text-sm font-medium text-primary-700 underline">
            {t("delete.cancel")}
          </Link>
        </Form>
        <FormErrors id="catalog-delete-errors" errors={answer?.errors} />
      </section>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
