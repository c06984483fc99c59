/** What the pages may know of the signed-in user (the root loader exposes it; tokens stay on the server). */
export interface SessionUser {
  name: string;
  email: string;
  userType: "b2b" | "b2c";
  roles: string[];
}

/** Session status of spec section 4, as the browser sees it. */
export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/** How often an open page asks the server for the session again (spec section 9: 300 s). */
export const SESSION_POLL_MS = 300_000;
