import { RouteLink } from "~/components/route-link";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CHECKOUT_STEPS, type CheckoutStep } from "@contract/api/orders/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { CHECKOUT_STEP_PAGES, stepStatuses } from "~/features/checkout/checkout-steps";

const MARK = { done: "✓", progress: "●", wait: "○" } as const;

/** The four checkout steps with their status (spec §4); a done step links back to its page. */
export function StepBar({ current, locale }: { current: CheckoutStep; locale: Locale }) {
  const { t } = useTranslation("checkout");
  const statuses = stepStatuses(current);
  return (
    <nav aria-label={t("steps.label")} className="mt-4">
      <ol className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {CHECKOUT_STEPS.map((step, index) => {
          const status = statuses[step];
          const text = (
            <>
              <span aria-hidden="true" className="mr-1">
                {MARK[status]}
              </span>
              {index + 1}. {t(`steps.${step}`)}
              <span className="sr-only"> ({t(`steps.status.${status}`)})</span>
            </>
          );
          return (
            <li
              key={step}
              data-status={status}
              aria-current={status === "progress" ? "step" : undefined}
              className={`rounded border px-3 py-2 ${
                status === "progress"
                  ? "border-primary-700 bg-primary-50 font-semibold text-primary-800"
                  : status === "done"
                    ? "border-gray-300 bg-white text-gray-800"
                    : "border-dashed border-gray-300 text-gray-600"
              }`}
            >
              {status === "done" ? (
                <RouteLink to={pathFor(CHECKOUT_STEP_PAGES[step], locale)} className="text-primary-700 hover:underline">
                  {text}
                </RouteLink>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
