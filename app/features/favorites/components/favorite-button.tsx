import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { FormKeyField } from "~/components/ui/form-key-field";
import { FAVORITE_INTENTS } from "~/features/favorites/favorite-intents";

/**
 * "Add to favorites", or "remove from favorites" once it is one: a post to the page's own action, which comes back
 * to the page (a guest signs in first). With JavaScript a fetcher sends it; the add_to_wishlist event is the server's.
 */
export function FavoriteButton({
  variantId,
  isFavorite,
  partLabel,
}: {
  variantId: number;
  isFavorite: boolean;
  /** A list row's: the part as a screen reader hears it in the row's labels (MPN and packaging); the button is compact. */
  partLabel?: string;
}) {
  const compact = partLabel !== undefined;
  const { t } = useTranslation("favorites");
  const fetcher = useFetcher();
  const intent = isFavorite ? FAVORITE_INTENTS.remove : FAVORITE_INTENTS.add;
  const label = t(isFavorite ? "button.remove" : "button.add");
  return (
    <fetcher.Form method="post">
      <FormKeyField />
      <input type="hidden" name="variantId" value={variantId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={fetcher.state !== "idle"}
        aria-label={compact ? t(isFavorite ? "button.removeFor" : "button.addFor", { mpn: partLabel }) : undefined}
        className={`rounded border font-medium disabled:opacity-70 ${
          isFavorite ? "border-primary-700 bg-primary-50 text-primary-800" : "border-primary-700 text-primary-700 hover:bg-primary-50"
        } ${compact ? "px-1.5 py-0.5 text-xs" : "px-3 py-1.5 text-sm"}`}
      >
        <span aria-hidden="true">{isFavorite ? "★ " : "☆ "}</span>
        {label}
      </button>
    </fetcher.Form>
  );
}
