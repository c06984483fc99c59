import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { ADDRESS_LOOKUP_INTENT, AddressFields } from "~/features/account/components/address-fields";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { TaxOfficeFields } from "~/features/account/components/tax-office-fields";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { ImplicitSubmit } from "~/components/ui/implicit-submit";
import { companyProfile, updateCompanyProfile } from "@contract/api/accounts/operations";
import type { CompanyProfile } from "@contract/api/accounts/responses";
import type { LookupItem } from "@contract/api/lookups/schemas";
import { withNeighbourhoodPostalCode } from "~/features/account/address-lookups";
import { companyFieldOf, companyProfileBodyOf, companyProfileSchema } from "~/features/account/forms/profile";
import { titleMeta } from "~/lib/meta";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { companyLookups } from "~/features/account/lookups.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

/** Business only: a consumer gets the API's 403 page; editing needs manage-company-profile (the API decides). */
export async function loader(args: LoaderFunctionArgs) {
  const company = await dashboardGet(args, companyProfile);
  const lookups = await companyLookups(args, { ...company.address, taxOfficeCode: company.taxOfficeCode });
  return data({ ...(await dashboardMeta(args.request, "profile.profileCompany")), company, lookups }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireUser(args);
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: companyProfileSchema });
  const lookups = await companyLookups(args, submission.payload);
  if (formData.get("intent") === ADDRESS_LOOKUP_INTENT)
    return data({ result: withNeighbourhoodPostalCode({ ...submission.reply(), error: {} }, lookups.address), lookups });
  if (submission.status !== "success") return data({ result: submission.reply(), lookups }, { status: 400 });
  try {
    await api(args).call(updateCompanyProfile, { body: companyProfileBodyOf(submission.value, lookups.address.cities) });
    return redirectWithToast(new URL(request.url).pathname, { type: "success", title: t("profile.saved") });
  } catch (error) {
    // A role without manage-company-profile: the API's 403 is the page's answer, not only a hidden form.
    return formFailure(args, error, (reply) => ({ result: submission.reply(reply), lookups }), companyFieldOf);
  }
}

const nameOf = (items: LookupItem[], id: string) => items.find((item) => item.id === id)?.name ?? id;

export default function CompanyProfilePage() {
  const { title, company, lookups: loaded } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lookups = actionData?.lookups ?? loaded;
  const { t } = useTranslation("account");
  return (
    <DashboardShell title={title} intro={company.canEdit ? undefined : t("company.readOnly")}>
      <dl className="grid gap-3 rounded border border-gray-200 bg-white p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-600">{t("fields.companyTitle")}</dt>
          <dd className="font-semibold">{company.title}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("fields.taxNumber")}</dt>
          <dd className="tabular font-semibold">{company.taxNumber}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("fields.taxOffice")}</dt>
          <dd className="font-semibold">{company.taxOffice}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("fields.sector")}</dt>
          <dd className="font-semibold">{nameOf(lookups.sectors, company.sectorCode)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("fields.companyDocument")}</dt>
          <dd className="font-semibold">{company.document ? company.document.fileName : t("company.noDocument")}</dd>
        </div>
      </dl>
      {company.canEdit && <CompanyForm company={company} lookups={lookups} lastResult={actionData?.result} />}
    </DashboardShell>
  );
}

function CompanyForm({
  company,
  lookups,
  lastResult,
}: {
  company: CompanyProfile;
  lookups: Awaited<ReturnType<typeof companyLookups>>;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "company-profile",
    lastResult,
    defaultValue: {
      title: company.title,
      taxOffice: company.taxOffice,
      taxOfficeCode: company.taxOfficeCode ?? "",
      companyTypeCode: company.companyTypeCode,
      sectorCode: company.sectorCode,
      activityAreaCode: company.activityAreaCode,
      phoneCountryCode: company.phoneCountryCode ?? "",
      phone: company.phone ?? "",
      website: company.website ?? "",
      ...company.address,
    },
    constraint: getZodConstraint(companyProfileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companyProfileSchema }),
  });
  watchAllErrors(form);
  const choose = t("address.choose");
  const optional = t("common:optional");
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 max-w-3xl space-y-4 rounded border border-gray-200 bg-white p-6">
      <ImplicitSubmit />
      <h2 className="text-lg font-semibold">{t("company.edit")}</h2>
      <TextField label={t("fields.companyTitle")} meta={fields.title} />
      <TaxOfficeFields fields={fields} lookups={lookups.address} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t("fields.companyType")} meta={fields.companyTypeCode} options={lookups.companyTypes} placeholder={choose} />
        <SelectField label={t("fields.sector")} meta={fields.sectorCode} options={lookups.sectors} placeholder={choose} />
        <SelectField label={t("fields.activityArea")} meta={fields.activityAreaCode} options={lookups.activityAreas} placeholder={choose} />
        <TextField label={t("fields.phone")} optionalLabel={optional} type="tel" meta={fields.phone} />
        <TextField label={t("fields.website")} optionalLabel={optional} type="url" meta={fields.website} />
      </div>
      <input type="hidden" name={fields.phoneCountryCode.name} value={String(fields.phoneCountryCode.initialValue ?? "")} />
      <AddressFields fields={fields} lookups={lookups.address} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("saving")}>{t("profile.save")}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
