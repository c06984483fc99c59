import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartLine } from "@contract/api/carts/schemas";
import type { Locale } from "@contract/locale";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { ListTable } from "~/components/ui/list-table";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { CART_INTENTS } from "~/features/cart/cart-forms";
import { formatAmount, formatUnitPrice } from "~/lib/format";
import { CartLinePart } from "~/features/cart/components/cart-line-part";
import { QuantityHint } from "~/features/cart/components/quantity-hint";
import { quantityFormId, quantityFormSchema } from "~/features/business-admin/forms/user-cart-forms";
import { replyOf } from "~/features/cart/forms/your-carts-forms";

/** A user's cart lines as their company's administrator sees them: the part, its prices, and a quantity form each. */
export function UserCartLines({
  locale,
  currency,
  cartId,
  cartName,
  lines,
}: {
  locale: Locale;
  currency: string;
  cartId: number;
  cartName: string;
  lines: CartLine[];
}) {
  const { t } = useTranslation(["admin-carts", "cart"]);
  const answer = useActionData();
  return (
    <ListTable<CartLine>
      caption={t("detail.caption", { name: cartName })}
      rows={lines}
      rowKey={(line) => line.id}
      columns={[
        { key: "part", label: t("detail.part"), cell: (line) => <CartLinePart locale={locale} line={line} /> },
        {
          key: "unitPrice",
          label: t("detail.unitPrice"),
          numeric: true,
          cell: (line) => (line.unitPrice ? formatUnitPrice(line.unitPrice.primary, locale, currency) : t("cart:noPrice")),
        },
        {
          key: "quantity",
          label: t("detail.quantity"),
          cell: (line) => (
            // Keyed by the quantity: once changed, the form starts again from the new one (with JavaScript, no reload resets it).
            <QuantityForm
              key={line.quantity.value}
              locale={locale}
              cartId={cartId}
              line={line}
              lastResult={replyOf(answer, quantityFormId(line.id))}
            />
          ),
        },
        {
          key: "lineTotal",
          label: t("detail.lineTotal"),
          numeric: true,
          cell: (line) => (line.extendedPrice ? formatAmount(line.extendedPrice.primary, locale, currency) : "—"),
        },
      ]}
    />
  );
}

/** One line's quantity: a plain post, checked here with the cart's rule and by the API with the part's; errors under the field. */
function QuantityForm({
  locale,
  cartId,
  line,
  lastResult,
}: {
  locale: Locale;
  cartId: number;
  line: CartLine;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin-carts");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: quantityFormId(line.id),
    lastResult,
    defaultValue: { quantity: String(line.quantity.value) },
    constraint: getZodConstraint(quantityFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: quantityFormSchema }),
  });
  watchAllErrors(form);
  const hintId = `${fields.quantity.id}-hint`;
  const { key, ...input } = getInputProps(fields.quantity, { type: "number", ariaDescribedBy: hintId });
  const busy = navigation.state !== "idle" && navigation.formData?.get("lineId") === String(line.id);
  return (
    <Form method="post" {...getFormProps(form)} className="min-w-40">
      <input type="hidden" name="intent" value={CART_INTENTS.updateSlots} />
      <input type="hidden" name="cartId" value={cartId} />
      <input type="hidden" name="lineId" value={line.id} />
      <label htmlFor={fields.quantity.id} className="block text-xs font-medium text-gray-700">
        {t("detail.quantityFor", { mpn: line.mpn })}
      </label>
      <div className="mt-1 flex items-center gap-1">
        <input
          key={key}
          {...input}
          inputMode="numeric"
          min={line.quantity.minimumOrderQuantity}
          step={line.quantity.multiplier}
          className="tabular w-24 rounded border border-gray-400 px-2 py-1 aria-[invalid=true]:border-danger-700"
        />
        <button
          type="submit"
          disabled={busy}
          aria-label={t("detail.updateFor", { mpn: line.mpn })}
          className="rounded bg-primary-700 px-2 py-1 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t("detail.update")}
        </button>
      </div>
      <QuantityHint id={hintId} locale={locale} minimum={line.quantity.minimumOrderQuantity} multiple={line.quantity.multiplier} />
      <FieldErrors id={fields.quantity.errorId} errors={fields.quantity.errors} />
      <FieldErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}
