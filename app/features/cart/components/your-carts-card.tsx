import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { cartNameBody, type CartSummary } from "@contract/api/carts/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { FieldErrors } from "~/components/ui/field-errors";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { formatDate } from "~/lib/dates";
import { CART_INTENTS } from "~/features/cart/cart-forms";
import { renameFormId } from "~/features/cart/forms/your-carts-forms";

const linkClass = "font-semibold text-primary-700 underline";

/**
 * One cart in the list: what it holds, a way into it (the active one opens the cart page, another is made active
 * first), a small rename form and a link to the delete confirmation. Every action is a plain post.
 */
export function YourCartCard({
  cart,
  locale,
  deleteHref,
  lastResult,
}: {
  cart: CartSummary;
  locale: Locale;
  deleteHref: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("your-carts");
  return (
    <article className={`flex h-full flex-col rounded border bg-white p-4 ${cart.isActive ? "border-primary-600" : "border-gray-200"}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="break-words text-base font-semibold text-gray-900">{cart.name}</h3>
        {cart.isActive && (
          <span className="shrink-0 rounded bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">{t("active")}</span>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-700">
        <span className="tabular">{t("lines", { count: cart.productCount })}</span> ·{" "}
        {t("updated", { date: formatDate(cart.updatedAt, locale) })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        {cart.isActive ? (
          <Link to={pathFor("shoppingCart", locale)} className={linkClass}>
            {t("open")}
          </Link>
        ) : (
          <Form method="post">
            <input type="hidden" name="id" value={cart.id} />
            <button
              type="submit"
              name="intent"
              value={CART_INTENTS.setActiveCart}
              className="rounded border border-primary-700 px-3 py-1 font-semibold text-primary-700 hover:bg-primary-50"
            >
              {t("activate")}
            </button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="id" value={cart.id} />
          <button
            type="submit"
            name="intent"
            value={cart.isSaved ? CART_INTENTS.unsave : CART_INTENTS.save}
            aria-label={t(cart.isSaved ? "unsaveLabel" : "saveLabel", { name: cart.name })}
            className="font-semibold text-primary-700 underline"
          >
            {t(cart.isSaved ? "unsave" : "save")}
          </button>
        </Form>
        <Link to={deleteHref} className="font-semibold text-danger-700 underline" aria-label={t("deleteLabel", { name: cart.name })}>
          {t("delete")}
        </Link>
      </div>
      {/* Keyed by the name: after a rename the field starts again from the new one. */}
      <RenameForm key={cart.name} cart={cart} lastResult={lastResult} />
    </article>
  );
}

/** The cart's new name, prefilled with the current one; errors under the field, in the page's language. */
function RenameForm({ cart, lastResult }: { cart: CartSummary; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("your-carts");
  const [form, fields] = useForm({
    id: renameFormId(cart.id),
    lastResult,
    defaultValue: { name: cart.name },
    constraint: getZodConstraint(cartNameBody),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cartNameBody }),
  });
  watchAllErrors(form);
  const { key, ...input } = getInputProps(fields.name, { type: "text" });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 border-t border-gray-200 pt-3">
      <input type="hidden" name="intent" value={CART_INTENTS.rename} />
      <input type="hidden" name="id" value={cart.id} />
      <label htmlFor={fields.name.id} className="block text-sm font-medium text-gray-800">
        {t("renameLabel", { name: cart.name })}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          key={key}
          {...input}
          autoComplete="off"
          className="block w-full min-w-0 rounded border border-gray-400 bg-white px-2 py-1 text-sm text-gray-900 aria-[invalid=true]:border-danger-700"
        />
        <button
          type="submit"
          className="shrink-0 rounded border border-gray-400 px-3 py-1 text-sm font-semibold text-gray-800 hover:bg-gray-100"
        >
          {t("rename")}
        </button>
      </div>
      <FieldErrors id={fields.name.errorId} errors={fields.name.errors} />
      <FieldErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}
