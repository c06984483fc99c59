import { useTranslation } from "~/lib/i18n/use-translation";

/** Errors under a field: icon and text, never colour alone. Messages that are translation keys get translated. */
export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  // Two checks of one rule can fail with the same message (a short password without a digit): say it once.
  const messages = [...new Set(errors)];
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-danger-700">
      {messages.map((error) => (
        <li key={error} className="flex items-start gap-1">
          <span aria-hidden="true">⚠</span>
          <span>{t(error, { nsSeparator: false })}</span>
        </li>
      ))}
    </ul>
  );
}
