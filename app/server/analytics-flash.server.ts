import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { secureCookies } from "./env.server";

// A sign-in or a sign-up ends in a redirect (a plain form post works without scripts), so its analytics event cannot
// be pushed by the page that posted: the action leaves it in this one-time cookie and the next page's scripts push it
// (root.tsx, lib/analytics.ts). Without scripts nothing is pushed, as for every event.

/** Spec §6's login method labels by user type. */
export const LOGIN_METHODS = { b2b: "B2B_Login", b2c: "B2C_Login" } as const;

const pendingEvent = z.discriminatedUnion("event", [
  z.object({ event: z.literal("login"), method: z.enum(["B2B_Login", "B2C_Login"]), userType: z.enum(["b2b", "b2c"]) }),
  z.object({ event: z.literal("sign_up"), method: z.enum(["B2B_Signup", "B2C_Signup"]), userType: z.enum(["b2b", "b2c"]) }),
]);
export type PendingAnalyticsEvent = z.output<typeof pendingEvent>;

const flash = createCookie("analytics-event", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 });

/** The Set-Cookie that leaves the event for the next page. */
export const analyticsEventCookie = (event: PendingAnalyticsEvent) => flash.serialize(event, { secure: secureCookies() });

/** Reads the event once: the returned cookie clears it. */
export async function readAnalyticsEvent(request: Request): Promise<{ event: PendingAnalyticsEvent | null; setCookie: string | null }> {
  const parsed = pendingEvent.safeParse(await flash.parse(request.headers.get("Cookie")));
  if (!parsed.success) return { event: null, setCookie: null };
  return { event: parsed.data, setCookie: await flash.serialize("", { maxAge: 0, secure: secureCookies() }) };
}
