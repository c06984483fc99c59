import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { HydrateInTurn } from "~/lib/hydration-turns";
import type { Checkout } from "@contract/api/checkout/schemas";
import type { CheckoutStep } from "@contract/api/orders/values";
import type { Locale } from "@contract/locale";
import { CheckoutSummary } from "./checkout-summary";
import { StepBar } from "./step-bar";

/** A checkout step's page: its title, the step bar, the step's form and, beside it, what the order would cost. */
export function CheckoutShell({
  step,
  locale,
  checkout,
  error,
  children,
}: {
  step: CheckoutStep;
  locale: Locale;
  checkout: Checkout;
  error?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-gray-900">{t(`titles.${step}`)}</h1>
      <HydrateInTurn>
        <StepBar current={step} locale={locale} />
      </HydrateInTurn>
      {error && (
        <p role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-800">
          {error}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{children}</div>
        <HydrateInTurn>
          <CheckoutSummary locale={locale} checkout={checkout} />
        </HydrateInTurn>
      </div>
    </div>
  );
}
