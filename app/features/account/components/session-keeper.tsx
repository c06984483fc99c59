import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { SESSION_POLL_MS, type SessionStatus } from "~/lib/auth/session-user";
import type { loader as rootLoader } from "~/root";

/**
 * While a page is open, its data (and with it the session, refreshed by the server when its access token
 * ran out) is loaded again every 300 s. On an interval only: never on focus or reconnect (docs/spec.md §4).
 */
export function SessionKeeper() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => revalidate(), SESSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
  return null;
}

/** loading while the session is being asked again, then authenticated or unauthenticated. */
export function useSessionStatus(): SessionStatus {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const { state } = useRevalidator();
  if (state === "loading") return "loading";
  return rootData?.user ? "authenticated" : "unauthenticated";
}
