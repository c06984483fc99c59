import { useActionData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { CART_INTENTS } from "~/features/cart/cart-forms";
import { formatDate } from "~/lib/dates";

/** A signed-in user's cart can be shared: a post makes a signed link, shown here to copy (plain form, no script needed). */
export function CartShareControl({ locale, cartId }: { locale: Locale; cartId: number }) {
  const { t } = useTranslation("cart");
  const answer = useActionData<{ shareLink?: { url: string; expiresAt: string } }>();
  const link = answer?.shareLink;
  return (
    <div className="mt-4">
      <Form method="post" action="?">
        <input type="hidden" name="intent" value={CART_INTENTS.share} />
        <input type="hidden" name="cartId" value={cartId} />
        <button
          type="submit"
          className="rounded border border-primary-700 px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-primary-50"
        >
          {t("share")}
        </button>
      </Form>
      {link && (
        <div className="mt-2">
          <label htmlFor="cart-share-link" className="block text-sm font-medium text-gray-800">
            {t("shareLink")}
          </label>
          <input
            id="cart-share-link"
            readOnly
            value={link.url}
            aria-describedby="cart-share-hint"
            className="font-part mt-1 w-full rounded border border-gray-400 px-2 py-1 text-sm"
          />
          <p id="cart-share-hint" className="mt-1 text-xs text-gray-600">
            {t("shareLinkHint", { date: formatDate(link.expiresAt, locale) })}
          </p>
        </div>
      )}
    </div>
  );
}
