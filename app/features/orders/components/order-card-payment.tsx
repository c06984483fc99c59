import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CardCharges } from "@contract/api/checkout/card-charges";
import { cardPaymentBody } from "@contract/api/orders/card-payment";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { CardBinForm, CardChargeChoice } from "~/features/checkout/components/card-charge-choice";
import { OrderSection } from "~/features/orders/components/order-section";
import { formatDateTime } from "~/lib/dates";

/** The form's intent on the order page (beside the cancel). */
export const CARD_PAYMENT_INTENT = "card-payment";

/**
 * An EFT order awaiting payment paid by card instead: the checkout's installments table for the order, and the post
 * that goes on to the card provider's page. A card that did not go through is said above it: the order is as it was.
 */
export function OrderCardPayment({
  order,
  charges,
  binInvalid,
  lastResult,
  locale,
}: {
  order: Order;
  charges: CardCharges | null;
  binInvalid: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation("orders");
  const [form, fields] = useForm({
    id: "order-card-payment",
    lastResult,
    defaultValue: { installments: "1" },
    constraint: getZodConstraint(cardPaymentBody),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardPaymentBody }),
  });
  const last = order.payments.at(-1);
  const failed = order.paymentType === "eft" && order.status === "awaiting_payment" && last?.status === "failed" ? last : null;
  if (!charges && !failed) return null;
  return (
    <OrderSection id="order-card-payment" title={t("cardPayment.title")}>
      {failed && (
        <p role="status" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {t("cardPayment.failed", { reason: failed.failureReason ?? "" })}
        </p>
      )}
      {charges && (
        <div className="space-y-4">
          <p className="text-sm text-gray-800">
            {t("cardPayment.intro", { date: order.expiresAt ? (formatDateTime(order.expiresAt, locale) ?? order.expiresAt) : "" })}
          </p>
          <CardBinForm bin={charges.bin} invalid={binInvalid} />
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <input type="hidden" name="intent" value={CARD_PAYMENT_INTENT} />
            <CardChargeChoice charges={charges} locale={locale} installments={fields.installments} />
            <FormErrors id={form.errorId} errors={form.errors} />
            <SubmitButton pendingLabel={t("cardPayment.starting")}>{t("cardPayment.submit")}</SubmitButton>
          </Form>
        </div>
      )}
    </OrderSection>
  );
}
