import type { SessionRecord } from "./token-record";

/** What the pages may know of the signed-in user (the root loader exposes it; tokens stay on the server). */
export type SessionUser = Pick<SessionRecord, "name" | "email" | "userType" | "permissions">;

/** Session status of docs/spec.md §4, as the browser sees it. */
export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/** How often an open page asks the server for the session again (docs/spec.md §9: 300 s). */
export const SESSION_POLL_MS = 300_000;
