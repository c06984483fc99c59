import { useEffect } from "react";
import type { PendingAnalyticsEvent } from "~/server/analytics-flash.server";

/** Pushes the event a sign-in or sign-up left for this page (server/analytics-flash.server.ts), once, with scripts. */
export function PendingAnalyticsEventPush({ event }: { event: PendingAnalyticsEvent | null }) {
  useEffect(() => {
    if (!event) return;
    void import("~/lib/analytics").then(({ pushAccountEvent }) => pushAccountEvent(event.event, event.method, event.userType));
  }, [event]);
  return null;
}
