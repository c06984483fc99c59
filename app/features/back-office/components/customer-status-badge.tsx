import { useTranslation } from "~/lib/i18n/use-translation";
import type { CustomerStatus } from "@contract/api/customers/schemas";

// Whole class names, so that Tailwind finds them in the source.
const TONES: Record<CustomerStatus, string> = {
  active: "border-ok-700 bg-ok-50 text-ok-700",
  invited: "border-gray-400 bg-white text-gray-800",
  unverified: "border-warn-700 bg-warn-50 text-warn-700",
  deactivated: "border-danger-700 bg-danger-50 text-danger-700",
};

/** A customer's state in words, coloured by its tone (the words carry it; the colour only helps the eye). */
export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation("back-office-customers");
  return (
    <span className={`inline-block whitespace-nowrap rounded border px-1.5 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
