import { getFormProps, useForm } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { WishlistSummary } from "@contract/api/favorites/schemas";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { FormKeyField } from "~/components/ui/form-key-field";
import { SelectField } from "~/components/ui/select-field";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { replyOf } from "~/features/cart/forms/your-carts-forms";
import { ADD_TO_WISHLIST_FORM_ID, FAVORITE_INTENTS, NEW_WISHLIST } from "~/features/favorites/favorite-intents";
import { useLazyValidation, type FormConstraint } from "~/lib/forms/use-lazy-validation";

/**
 * The product page's "add to a wish list": one of the user's lists, or a new one named here, and the quantity (the
 * part's minimum to start). A post to the page's own action; a refusal (a name already used) shows under its field
 * with what was typed kept. With JavaScript a fetcher sends it; the add_to_wishlist event is the server's.
 */
export function AddToWishlistForm({
  variantId,
  wishlists,
  minimumOrderQuantity,
  constraint,
}: {
  variantId: number;
  wishlists: WishlistSummary[];
  minimumOrderQuantity: number;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation("favorites");
  const fetcher = useFetcher();
  const actionData = useActionData();
  const onValidate = useLazyValidation(
    ADD_TO_WISHLIST_FORM_ID,
    () => import("~/features/favorites/favorite-forms"),
    (module) => module.addToWishlistSchema,
  );
  const [form, fields] = useForm({
    id: ADD_TO_WISHLIST_FORM_ID,
    lastResult: replyOf(fetcher.data ?? actionData, ADD_TO_WISHLIST_FORM_ID),
    defaultValue: { wishlistId: String(wishlists[0]?.id ?? NEW_WISHLIST), quantity: String(minimumOrderQuantity) },
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate,
  });
  watchAllErrors(form);
  const options = [
    ...wishlists.map((list) => ({ id: String(list.id), name: list.name })),
    { id: NEW_WISHLIST, name: t("wishlistForm.newList") },
  ];
  return (
    <section aria-labelledby="add-to-wishlist-title" className="rounded border border-gray-200 p-3">
      <h3 id="add-to-wishlist-title" className="text-sm font-semibold text-gray-900">
        {t("wishlistForm.title")}
      </h3>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-2 space-y-2">
        <FormKeyField />
        <input type="hidden" name="intent" value={FAVORITE_INTENTS.addToWishlist} />
        <input type="hidden" name="variantId" value={variantId} />
        <SelectField label={t("wishlistForm.list")} meta={fields.wishlistId} options={options} />
        <TextField label={t("wishlistForm.name")} hint={t("wishlistForm.nameHint")} autoComplete="off" meta={fields.name} />
        <TextField label={t("wishlistForm.quantity")} type="number" inputMode="numeric" meta={fields.quantity} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-700 hover:bg-primary-50 disabled:opacity-70"
        >
          {fetcher.state !== "idle" ? t("wishlistForm.pending") : t("wishlistForm.submit")}
        </button>
      </fetcher.Form>
    </section>
  );
}
