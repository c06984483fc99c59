import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { wishlistNameBody, type Wishlist } from "@contract/api/favorites/schemas";
import type { Locale } from "@contract/locale";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { productPath } from "~/features/catalog/catalog-links";
import { FAVORITE_INTENTS, renameWishlistFormId } from "~/features/favorites/favorite-intents";
import { formatDate } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";

const smallButton = "rounded border px-2 py-1 text-sm font-semibold";

/**
 * One wish list: its parts with their quantities (each with a remove form), "move all to cart", a rename form and a
 * link to the delete confirmation. Every action is a plain post to the page.
 */
export function WishlistCard({
  list,
  locale,
  deleteHref,
  renameResult,
}: {
  list: Wishlist;
  locale: Locale;
  deleteHref: string;
  renameResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("favorites");
  const headingId = `wishlist-${list.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="break-words text-base font-semibold text-gray-900">
          {list.name}
        </h3>
        <p className="text-sm text-gray-700">
          <span className="tabular">{t("wishlists.itemCount", { count: list.itemCount })}</span> ·{" "}
          {t("wishlists.created", { date: formatDate(list.createdAt, locale) })}
        </p>
      </div>
      {list.items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t("wishlists.emptyList")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{list.name}</caption>
            <thead className="border-b border-gray-300 text-left text-xs text-gray-700">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  {t("wishlists.part")}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t("wishlists.manufacturer")}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t("wishlists.quantity")}
                </th>
                <th scope="col" className="py-1">
                  <span className="sr-only">{t("wishlists.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} className="border-b border-gray-100">
                  <td className="py-1 pr-2">
                    <Link
                      to={productPath(locale, { ...item.part, sku: item.part.sku })}
                      className="font-part font-semibold text-primary-800 hover:underline"
                    >
                      {item.part.mpn}
                    </Link>
                    <span className="font-part block text-xs text-gray-600">{item.part.sku}</span>
                  </td>
                  <td className="py-1 pr-2 text-gray-800">{item.part.manufacturer.name}</td>
                  <td className="tabular py-1 pr-2 text-right">{formatQuantity(item.quantity, locale)}</td>
                  <td className="py-1 text-right">
                    <Form method="post">
                      <input type="hidden" name="id" value={list.id} />
                      <input type="hidden" name="itemId" value={item.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={FAVORITE_INTENTS.removeWishlistItem}
                        aria-label={t("wishlists.removeFor", { mpn: item.part.mpn, name: list.name })}
                        className="text-sm font-semibold text-danger-700 underline"
                      >
                        {t("wishlists.remove")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {list.items.length > 0 && (
          <Form method="post">
            <input type="hidden" name="id" value={list.id} />
            <button
              type="submit"
              name="intent"
              value={FAVORITE_INTENTS.moveToCart}
              aria-label={t("wishlists.moveToCartFor", { name: list.name })}
              aria-describedby={`wishlist-${list.id}-move-hint`}
              className="rounded bg-accent-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-accent-700"
            >
              {t("wishlists.moveToCart")}
            </button>
          </Form>
        )}
        <Link
          to={deleteHref}
          className={`${smallButton} border-danger-700 text-danger-700`}
          aria-label={t("wishlists.deleteLabel", { name: list.name })}
        >
          {t("wishlists.delete")}
        </Link>
      </div>
      {list.items.length > 0 && (
        <p id={`wishlist-${list.id}-move-hint`} className="mt-1 text-xs text-gray-600">
          {t("wishlists.moveHint")}
        </p>
      )}
      {/* Keyed by the name: after a rename the field starts again from the new one. */}
      <RenameForm key={list.name} list={list} lastResult={renameResult} />
    </article>
  );
}

/** The list's new name, prefilled with the current one; errors under the field. */
function RenameForm({ list, lastResult }: { list: Wishlist; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("favorites");
  const [form, fields] = useForm({
    id: renameWishlistFormId(list.id),
    lastResult,
    defaultValue: { name: list.name },
    constraint: getZodConstraint(wishlistNameBody),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: wishlistNameBody }),
  });
  watchAllErrors(form);
  const { key, ...input } = getInputProps(fields.name, { type: "text" });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-md border-t border-gray-200 pt-3">
      <input type="hidden" name="intent" value={FAVORITE_INTENTS.renameWishlist} />
      <input type="hidden" name="id" value={list.id} />
      <label htmlFor={fields.name.id} className="block text-sm font-medium text-gray-800">
        {t("wishlists.renameLabel", { name: list.name })}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          key={key}
          {...input}
          autoComplete="off"
          className="block w-full min-w-0 rounded border border-gray-400 bg-white px-2 py-1 text-sm text-gray-900 aria-[invalid=true]:border-danger-700"
        />
        <button type="submit" className={`${smallButton} shrink-0 border-gray-400 text-gray-800 hover:bg-gray-100`}>
          {t("wishlists.rename")}
        </button>
      </div>
      <FieldErrors id={fields.name.errorId} errors={fields.name.errors} />
      <FieldErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}
