import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { uploadCatalogImport } from "@contract/api/catalog-desk/operations";
import { CATALOG_IMPORT_COLUMNS, CATALOG_IMPORT_KINDS, CATALOG_IMPORT_LIMITS } from "@contract/api/catalog-desk/values";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RadioGroupField } from "~/components/ui/choice-field";
import { FileField } from "~/components/ui/file-field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { IMPORT_TOO_LARGE, importUploadForm } from "../forms/catalog-forms";
import { requireStaff, staffApi } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-catalog"] };

export const headers = passCacheControl;

/**
 * The catalog desk's import (issue 33 item 5, docs/decisions/044-catalog-desk.md): a price or stock file uploaded is
 * read into its dry run, and the review page (catalog-import.tsx) applies it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "catalog.manage");
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  return data({ title: t("import.title"), staff }, { headers: PRIVATE_HEADERS });
}

interface UploadAnswer {
  reply: SubmissionResult<string[]>;
  /** The file chosen when the upload came back: a browser cannot put it back in the field. */
  fileName: string | null;
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "catalog.manage");
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-catalog");
  const formData = await readForm(args.request, { maxBytes: CATALOG_IMPORT_LIMITS.maxBytes, tooLargeMarker: IMPORT_TOO_LARGE });
  const submission = parseWithZod(formData, { schema: importUploadForm });
  const chosen = formData.get("file");
  const fileName = chosen instanceof File && chosen.size > 0 ? chosen.name : null;
  const reply = (options: Parameters<typeof submission.reply>[0] = {}): UploadAnswer => ({
    reply: submission.reply({ ...options, hideFields: ["file"] }),
    fileName,
  });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  const body = new FormData();
  body.append("kind", submission.value.kind);
  body.append("file", submission.value.file, submission.value.file.name);
  try {
    const { data: dryRun } = await staffApi(args).call(uploadCatalogImport, { body });
    return redirectWithToast(pathFor("backOfficeCatalogImport", locale, { importId: dryRun.id }), {
      type: "success",
      title: t("import.read", { refused: dryRun.counts.refused }),
    });
  } catch (error) {
    return formFailure(args, error, reply);
  }
}

export default function CatalogImportsPage() {
  const { title, staff } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("back-office-catalog");
  const locale = usePageLocale();
  const [form, fields] = useForm({
    id: "catalog-import",
    lastResult: answer?.reply,
    defaultValue: { kind: "prices" },
    constraint: getZodConstraint(importUploadForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importUploadForm }),
  });
  const fileHint = t("import.fileHint", {
    megabytes: CATALOG_IMPORT_LIMITS.maxBytes / 1024 / 1024,
    rows: formatQuantity(CATALOG_IMPORT_LIMITS.maxRows, locale),
  });
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("import.intro")}>
      <Link to={pathFor("backOfficeCatalog", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("product.back")}
      </Link>
      <section aria-labelledby="import-columns-title" className="mt-4 rounded border border-gray-200 bg-white p-4">
        <h2 id="import-columns-title" className="text-lg font-semibold text-gray-900">
          {t("import.columnsTitle")}
        </h2>
        <dl className="mt-2 space-y-2 text-sm">
          {CATALOG_IMPORT_KINDS.map((kind) => (
            <div key={kind}>
              <dt className="font-semibold text-gray-900">{t(`import.kinds.${kind}`)}</dt>
              <dd className="text-gray-800">{CATALOG_IMPORT_COLUMNS[kind].map((column) => t(`import.columns.${column}`)).join(" · ")}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-gray-700">{t("import.columnsHint")}</p>
      </section>
      <section aria-labelledby="import-upload-title" className="mt-4 rounded border border-gray-200 bg-white p-4">
        <h2 id="import-upload-title" className="text-lg font-semibold text-gray-900">
          {t("import.uploadTitle")}
        </h2>
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-3 space-y-4">
          <RadioGroupField
            legend={t("import.kind")}
            meta={fields.kind}
            options={CATALOG_IMPORT_KINDS.map((kind) => ({ value: kind, label: t(`import.kinds.${kind}`) }))}
          />
          <FileField
            label={t("import.file")}
            hint={answer?.fileName ? `${fileHint} ${t("import.fileAgain", { name: answer.fileName })}` : fileHint}
            meta={fields.file}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton pendingLabel={t("import.pending")}>{t("import.submit")}</SubmitButton>
        </Form>
      </section>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
