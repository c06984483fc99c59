import { useEffect } from "react";
import type { PendingAnalyticsEvent } from "~/server/analytics-flash.server";
import { analytics, useAnalyticsUserType } from "~/features/cart/components/use-cart-events";

/**
 * Pushes the event a post left for this page (server/analytics-flash.server.ts), once, with scripts: each answer of
 * the root loader that carries one is a new event (the loader spends the cookie).
 */
export function PendingAnalyticsEventPush({ event }: { event: PendingAnalyticsEvent | null }) {
  const userType = useAnalyticsUserType();
  useEffect(() => {
    if (!event) return;
    void analytics().then(({ pushAccountEvent, pushCartEvent, pushFormEvent }) => {
      switch (event.event) {
        case "login":
        case "sign_up":
          return pushAccountEvent(event.event, event.method, event.userType);
        case "add_to_cart":
        case "add_to_wishlist":
          return pushCartEvent(event.event, { currency: event.currency, userType, items: event.items });
        case "generate_lead":
        case "form_submit":
          return pushFormEvent(event.formName, userType, event.event);
      }
    });
    // Once per event: the user type is read as the event arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event]);
  return null;
}
