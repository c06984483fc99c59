import { useEffect } from "react";
import type { Cart, CartLine } from "@contract/api/carts/schemas";
import type { AnalyticsUserType } from "~/lib/analytics";
import { cartLines } from "~/features/cart/cart-lines";
import { useRootUser } from "~/lib/use-root-user";

/** The analytics code loads when an event is sent, not with the page (a list page's first JavaScript stays small). */
export const analytics = () => import("~/lib/analytics");

/** The visitor's user type from the root loader (guest when signed out). */
export function useAnalyticsUserType(): AnalyticsUserType {
  return useRootUser()?.userType ?? "guest";
}

/** view_cart once per cart page view (and again when its lines change), with every line. */
export function useViewCartEvent(cart: Cart) {
  const userType = useAnalyticsUserType();
  const lines = cartLines(cart);
  const signature = lines.map((line) => `${line.id}:${line.quantity.value}`).join(",");
  useEffect(() => {
    if (lines.length === 0) return;
    void analytics().then(({ cartLineItem, pushCartEvent }) =>
      pushCartEvent("view_cart", { currency: cart.totals.primary.currency, userType, items: lines.map(cartLineItem) }),
    );
    // The signature stands for the lines: the event fires when they change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}

/** remove_from_cart for a line as its remove form is sent. */
export function useRemoveFromCartEvent(currency: string) {
  const userType = useAnalyticsUserType();
  return (line: CartLine, index: number) =>
    void analytics().then(({ cartLineItem, pushCartEvent }) =>
      pushCartEvent("remove_from_cart", { currency, userType, items: [cartLineItem(line, index)] }),
    );
}
