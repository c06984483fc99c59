import type { FieldMeta } from "~/components/ui/field-meta";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CheckboxField } from "~/components/ui/choice-field";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

/** Membership agreement and KVKK notice (required, each linking its policy page) and commercial messages (optional). */
export function AgreementFields({
  locale,
  fields,
}: {
  locale: Locale;
  fields: { isMembershipAgreementAccepted: FieldMeta; isKvkkAccepted: FieldMeta; isCommercialMessagesAccepted: FieldMeta };
}) {
  const { t } = useTranslation("account");
  const policyLink = (key: "policyMembership" | "policyDataProtection", label: string) => (
    <Link to={pathFor(key, locale)} target="_blank" rel="noopener" className="font-semibold text-primary-700 underline">
      {label}
    </Link>
  );
  return (
    <fieldset className="space-y-3 rounded border border-gray-200 bg-gray-50 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-800">{t("signup.agreements")}</legend>
      <CheckboxField
        meta={fields.isMembershipAgreementAccepted}
        label={
          <>
            {t("signup.acceptMembership")} ({policyLink("policyMembership", t("signup.readMembership"))})
          </>
        }
      />
      <CheckboxField
        meta={fields.isKvkkAccepted}
        label={
          <>
            {t("signup.acceptKvkk")} ({policyLink("policyDataProtection", t("signup.readKvkk"))})
          </>
        }
      />
      <CheckboxField meta={fields.isCommercialMessagesAccepted} label={`${t("signup.acceptCommercial")} (${t("common:optional")})`} />
    </fieldset>
  );
}
