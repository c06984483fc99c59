import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";

type CopyOutcome = "copied" | "copyFailed";

/**
 * Copies an IBAN without its spaces (some banks' forms take no more than its characters). It appears once the page's
 * scripts run in a browser that lets pages write the clipboard; until then the IBAN is selectable text.
 */
export function CopyIbanButton({ iban, describedBy }: { iban: string; describedBy: string }) {
  const { t } = useTranslation("bank-accounts");
  const [canCopy, setCanCopy] = useState(false);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  useEffect(() => setCanCopy(Boolean(navigator.clipboard)), []);
  if (!canCopy) return null;

  const copy = () =>
    navigator.clipboard.writeText(iban.replace(/\s/g, "")).then(
      () => setOutcome("copied"),
      () => setOutcome("copyFailed"),
    );
  return (
    <span className="mt-2 flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={copy}
        aria-describedby={describedBy}
        className="rounded border border-primary-700 px-2 py-1 text-sm font-medium text-primary-700 hover:bg-primary-50"
      >
        {t("copy")}
      </button>
      <span role="status" className="text-sm text-gray-700">
        {outcome ? t(outcome) : ""}
      </span>
    </span>
  );
}
