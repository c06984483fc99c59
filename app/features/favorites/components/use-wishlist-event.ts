import type { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { PriceBreak } from "@contract/api/catalog/schemas";
import { analytics, useAnalyticsUserType } from "~/features/cart/components/use-cart-events";

/** What the add_to_wishlist event reports of a part (analytics.ts): as the add_to_cart event does. */
export interface WishlistEventPart {
  variantId: number;
  sku: string;
  mpn: string;
  manufacturerName: string;
  packaging: string;
  isShowPrice: boolean;
  priceBreaks: PriceBreak[];
  /** The currency of `priceBreaks`. */
  currency: string;
  /** The part's place in the list it was picked from (0 on a product page). */
  index: number;
}

/** Pushes add_to_wishlist (an add to the favorites or to a wish list) for the parts, each at the quantity given. */
export function useAddToWishlistEvent() {
  const userType = useAnalyticsUserType();
  return (parts: Array<{ part: WishlistEventPart; quantity: number }>) => {
    if (parts.length === 0) return;
    void analytics().then(({ priceAt, pushCartEvent }) =>
      pushCartEvent("add_to_wishlist", {
        currency: parts[0].part.currency,
        userType,
        items: parts.map(({ part, quantity }) => ({
          item_id: part.sku,
          item_name: part.mpn,
          item_brand: part.manufacturerName,
          item_variant: part.packaging,
          price: part.isShowPrice ? priceAt(part.priceBreaks, quantity) : undefined,
          quantity,
          index: part.index,
        })),
      }),
    );
  };
}

/**
 * Calls `done` with the form that was sent once a fetcher's post ends and was not refused: a success redirects (no
 * data), a refusal answers a `form` reply of status 400. Only an answer that arrived after this post counts.
 */
export function useFetcherDone(fetcher: ReturnType<typeof useFetcher>, done: (formData: FormData) => void) {
  const sent = useRef<{ formData: FormData; dataBefore: unknown } | null>(null);
  const latest = useRef(done);
  useEffect(() => {
    latest.current = done;
  });
  useEffect(() => {
    if (fetcher.state === "submitting" && fetcher.formData && !sent.current) {
      sent.current = { formData: fetcher.formData, dataBefore: fetcher.data };
    } else if (fetcher.state === "idle" && sent.current) {
      const answer = fetcher.data !== sent.current.dataBefore ? fetcher.data : undefined;
      const refused = Boolean(answer && typeof answer === "object" && "form" in answer);
      if (!refused) latest.current(sent.current.formData);
      sent.current = null;
    }
  }, [fetcher.state, fetcher.formData, fetcher.data]);
}
