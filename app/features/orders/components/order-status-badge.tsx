import { useTranslation } from "~/lib/i18n/use-translation";
import type { OrderStatus } from "@contract/api/orders/values";
import { statusTone, type StatusTone } from "~/features/orders/status-tone";

// Whole class names, so that Tailwind finds them in the source.
const TONE_CLASSES: Record<StatusTone, string> = {
  ok: "border-ok-700 bg-ok-50 text-ok-700",
  warn: "border-warn-700 bg-warn-50 text-warn-700",
  danger: "border-danger-700 bg-danger-50 text-danger-700",
  neutral: "border-gray-400 bg-white text-gray-800",
};

/** An order's status in words, coloured by its tone (the words carry it; the colour only helps the eye). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("orders");
  return (
    <span className={`inline-block whitespace-nowrap rounded border px-1.5 py-0.5 text-xs font-medium ${TONE_CLASSES[statusTone(status)]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
