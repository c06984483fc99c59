import { useTranslation } from "~/lib/i18n/use-translation";
import { IDENTITY_NUMBER_REQUIRED_ABOVE_TRY, UNKNOWN_PERSON_IDENTITY_NUMBER } from "@contract/identity-number";
import { TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";
import { formatAmount } from "~/lib/format";
import { usePageLocale } from "~/lib/use-page-locale";

/**
 * The TCKN of an invoice to a person, saying whether this invoice needs it (docs/decisions/035-identity-number.md):
 * `required` is the checkout's answer for its total; left out (the address book), the field says when checkout asks.
 */
export function IdentityNumberField({ label, meta, required }: { label: string; meta: FieldMeta; required?: boolean }) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const limit = formatAmount(IDENTITY_NUMBER_REQUIRED_ABOVE_TRY, locale, "TRY");
  const hint =
    required === undefined
      ? t("identityNumber.bookHint", { limit })
      : t(required ? "identityNumber.requiredHint" : "identityNumber.optionalHint", { limit, standIn: UNKNOWN_PERSON_IDENTITY_NUMBER });
  return (
    <TextField
      label={label}
      hint={hint}
      optionalLabel={required ? undefined : t("common:optional")}
      inputMode="numeric"
      autoComplete="off"
      meta={meta}
    />
  );
}
