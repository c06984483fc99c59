import { useTranslation } from "~/lib/i18n/use-translation";
import { TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";

/** A new password with the rule under it (sign-up, password reset). */
export function NewPasswordField({ label, meta }: { label: string; meta: FieldMeta }) {
  const { t } = useTranslation("account");
  // When the rule is broken its error says the hint's words: show them once, as the error.
  const hint = meta.errors?.includes("validation.passwordRule") ? undefined : t("fields.passwordHint");
  return <TextField label={label} type="password" autoComplete="new-password" hint={hint} meta={meta} />;
}

interface PersonFieldMetas {
  firstName: FieldMeta;
  lastName: FieldMeta;
  email: FieldMeta;
  password: FieldMeta;
  phoneCountryCode: FieldMeta;
  phone: FieldMeta;
}

/** The person who signs up, consumer or a company's first user: name, e-mail, password and an optional phone. */
export function PersonFields({ fields }: { fields: PersonFieldMetas }) {
  const { t } = useTranslation("account");
  const optional = t("common:optional");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t("fields.firstName")} autoComplete="given-name" meta={fields.firstName} />
      <TextField label={t("fields.lastName")} autoComplete="family-name" meta={fields.lastName} />
      <TextField label={t("fields.email")} type="email" autoComplete="email" meta={fields.email} />
      <NewPasswordField label={t("fields.password")} meta={fields.password} />
      <TextField
        label={t("fields.phoneCountryCode")}
        optionalLabel={optional}
        autoComplete="tel-country-code"
        placeholder="+90"
        meta={fields.phoneCountryCode}
      />
      <TextField label={t("fields.phone")} optionalLabel={optional} inputMode="tel" autoComplete="tel-national" meta={fields.phone} />
    </div>
  );
}
