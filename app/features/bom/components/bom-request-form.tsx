import { getFormProps, useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { Trans } from "~/lib/i18n/trans";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { BomRequestPurpose } from "@contract/api/bom/request-schemas";
import { BOM_PROJECT_NAME_MAX } from "@contract/api/bom/values";
import type { Locale } from "@contract/locale";
import type { BomResult } from "@contract/bom/priced";
import { pathFor } from "@contract/paths";
import { CheckboxField } from "~/components/ui/choice-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { BOM_REQUEST_INTENT, type BomRequestAnswer, needsPriceAndStock } from "~/features/bom/bom-form-values";
import { PcbContactFields } from "~/features/offers/components/pcb-contact-fields";
import { useLazyValidation, type FormConstraint } from "~/lib/forms/use-lazy-validation";
import { useRootUser } from "~/lib/use-root-user";
import { type BomSource, BomSourceFields } from "./bom-source-fields";

export interface BomRequestFormProps {
  /** What the priced result was read from: posted as hidden copies, read and matched again by the action. */
  source: BomSource;
  result: BomResult;
  locale: Locale;
  answer?: BomRequestAnswer;
  /** The forms' field constraints, a guest's and a signed-in user's (from the loader). */
  constraints: Record<"guest" | "user", FormConstraint>;
}

/**
 * Under the priced result (docs/decisions/059-bom-matching.md, "Requests from a BOM"): "Ask for price and stock" for
 * the lines the shop cannot sell, listed, when there are any; and, for a business user, "Ask for project prices" for
 * the whole BOM under a project name.
 */
export function BomRequestForms({ source, result, locale, answer, constraints }: BomRequestFormProps) {
  const user = useRootUser();
  const missing = result.lines.filter(needsPriceAndStock);
  const business = user?.userType === "b2b";
  if (!missing.length && !business) return null;
  const replyOf = (purpose: BomRequestPurpose) => (answer?.purpose === purpose ? answer.reply : undefined);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {missing.length > 0 && (
        <RequestForm
          purpose="price-stock"
          source={source}
          result={result}
          locale={locale}
          lastResult={replyOf("price-stock")}
          guest={!user}
          constraint={constraints[user ? "user" : "guest"]}
        />
      )}
      {business && (
        <RequestForm
          purpose="project"
          source={source}
          result={result}
          locale={locale}
          lastResult={replyOf("project")}
          guest={false}
          constraint={constraints.user}
        />
      )}
    </div>
  );
}

function RequestForm({
  purpose,
  source,
  result,
  locale,
  lastResult,
  guest,
  constraint,
}: Omit<BomRequestFormProps, "answer" | "constraints"> & {
  purpose: BomRequestPurpose;
  lastResult?: BomRequestAnswer["reply"];
  guest: boolean;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation(["bom", "common"]);
  const onValidate = useLazyValidation(
    `bom-request-${purpose}`,
    () => import("~/features/bom/bom-request-forms"),
    (module) => module.bomRequestFormFor(guest),
  );
  const [form, fields] = useForm({
    id: `bom-request-${purpose}`,
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  watchAllErrors(form);
  // A guest's form has the contact fields too; the user's schema does not name them.
  const allFields = fields as unknown as Record<string, typeof fields.note>;
  const optional = t("common:optional");
  const missing = result.lines.filter(needsPriceAndStock);
  const count = purpose === "project" ? result.lines.length : missing.length;
  const policyLink = (key: "policyMembership" | "policyDataProtection") => (
    <Link to={pathFor(key, locale)} target="_blank" rel="noopener" className="font-semibold text-primary-700 underline" />
  );
  const titleId = `${form.id}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded border border-gray-200 bg-white p-4 md:p-6">
      <h3 id={titleId} className="text-lg font-semibold text-gray-900">
        {t(purpose === "project" ? "request.projectTitle" : "request.priceStockTitle")}
      </h3>
      <p className="text-sm text-gray-700">{t(purpose === "project" ? "request.projectIntro" : "request.priceStockIntro", { count })}</p>
      {purpose === "price-stock" && (
        <ul className="list-inside list-disc text-sm text-gray-900" data-testid="bom-request-lines">
          {missing.map(({ row, line, references }) => (
            <li key={row} className="font-part [overflow-wrap:anywhere]">
              {t("problems.row", { row })}: {[line.mpn, line.value, line.package].filter(Boolean).join(" · ")}
              {references.length > 0 && <span className="text-gray-700"> ({references.join(", ")})</span>}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="relative space-y-4">
        <HoneypotField id={`${form.id}-hp`} />
        <input type="hidden" name="purpose" value={purpose} />
        <BomSourceFields source={source} />
        {purpose === "project" && (
          <TextField label={t("request.projectName")} meta={fields.projectName} maxLength={BOM_PROJECT_NAME_MAX} autoComplete="off" />
        )}
        <TextAreaField label={t("request.note")} optionalLabel={optional} rows={3} meta={fields.note} />
        {guest && (
          <PcbContactFields
            fields={{
              companyName: allFields.companyName,
              name: allFields.name,
              lastName: allFields.lastName,
              email: allFields.email,
              phoneCountryCode: allFields.phoneCountryCode,
              phone: allFields.phone,
            }}
          />
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
        <SubmitButton name="intent" value={BOM_REQUEST_INTENT} pendingLabel={t("request.pending")}>
          {t(purpose === "project" ? "request.projectSubmit" : "request.priceStockSubmit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
