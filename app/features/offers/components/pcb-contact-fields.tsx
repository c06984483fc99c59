import { useTranslation } from "~/lib/i18n/use-translation";
import { TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";

type ContactField = "companyName" | "name" | "lastName" | "email" | "phoneCountryCode" | "phone";

/** Who asks: a guest's contact details (a signed-in user's come from the account). */
export function PcbContactFields({ fields }: { fields: Record<ContactField, FieldMeta> }) {
  const { t } = useTranslation(["offers", "common"]);
  return (
    <fieldset className="space-y-4 rounded border border-gray-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-gray-900">{t("pcb.form.contactTitle")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("pcb.fields.name")} type="text" autoComplete="given-name" meta={fields.name} />
        <TextField label={t("pcb.fields.lastName")} type="text" autoComplete="family-name" meta={fields.lastName} />
        <TextField
          label={t("pcb.fields.companyName")}
          optionalLabel={t("common:optional")}
          type="text"
          autoComplete="organization"
          meta={fields.companyName}
        />
        <TextField label={t("pcb.fields.email")} type="email" autoComplete="email" meta={fields.email} />
        <TextField label={t("pcb.fields.phoneCountryCode")} type="text" autoComplete="tel-country-code" meta={fields.phoneCountryCode} />
        <TextField label={t("pcb.fields.phone")} inputMode="tel" autoComplete="tel-national" meta={fields.phone} />
      </div>
    </fieldset>
  );
}
