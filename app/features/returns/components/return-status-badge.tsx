import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnStatus } from "@contract/api/returns/values";

// Whole class names, so that Tailwind finds them in the source: amber while the store has to decide, green once it
// took the items back or refunded them, red when it turned the request down.
const STATUS_CLASSES: Record<ReturnStatus, string> = {
  requested: "border-warn-700 bg-warn-50 text-warn-700",
  approved: "border-gray-400 bg-white text-gray-800",
  received: "border-gray-400 bg-white text-gray-800",
  refunded: "border-ok-700 bg-ok-50 text-ok-700",
  rejected: "border-danger-700 bg-danger-50 text-danger-700",
};

/** A return's status in words, coloured by how it stands (the words carry it; the colour only helps the eye). */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation("returns");
  return (
    <span className={`inline-block whitespace-nowrap rounded border px-1.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
