import { useActionData, useFetcher } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { FieldErrors } from "~/components/ui/field-errors";
import { FormKeyField } from "~/components/ui/form-key-field";
import { replyOf } from "~/features/cart/forms/your-carts-forms";
import { FAVORITE_INTENTS, SELECTION_FORM_ID } from "~/features/favorites/favorite-intents";

/** A row's tick box of the selection form (it sits in the row; `form=` ties it to the form above the list). */
export function FavoriteSelectBox({ variantId, partLabel }: { variantId: number; partLabel: string }) {
  const { t } = useTranslation("favorites");
  const id = `select-${variantId}`;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-gray-700">
      <input id={id} type="checkbox" name="variantId" value={variantId} form={SELECTION_FORM_ID} className="h-4 w-4" />
      <label htmlFor={id}>
        <span className="sr-only">{t("selection.selectFor", { mpn: partLabel })}</span>
        <span aria-hidden="true">{t("selection.select")}</span>
      </label>
    </span>
  );
}

/**
 * "Add the selected parts to favorites": one post of every ticked row (no script needed); without a tick the answer
 * says so beside the button. With JavaScript a fetcher sends it; the add_to_wishlist event is the server's.
 */
export function FavoriteSelectionForm() {
  const { t } = useTranslation("favorites");
  const fetcher = useFetcher();
  const actionData = useActionData();
  const reply = replyOf(fetcher.data ?? actionData, SELECTION_FORM_ID);
  const errors = reply?.error?.[""] ?? undefined;
  const errorId = `${SELECTION_FORM_ID}-error`;
  return (
    <fetcher.Form id={SELECTION_FORM_ID} method="post" className="flex flex-wrap items-center gap-2">
      <FormKeyField />
      <button
        type="submit"
        name="intent"
        value={FAVORITE_INTENTS.addSelected}
        disabled={fetcher.state !== "idle"}
        aria-describedby={errors ? errorId : undefined}
        className="rounded border border-primary-700 px-2 py-1 text-xs font-semibold text-primary-700 hover:bg-primary-50 disabled:opacity-70"
      >
        {t("selection.submit")}
      </button>
      <FieldErrors id={errorId} errors={errors} />
    </fetcher.Form>
  );
}
