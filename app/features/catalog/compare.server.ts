import { createCookie } from "@remix-run/node";
import { COMPARE_LIST_COOKIE } from "~/lib/cookie-names";
import { cleanCompareList } from "./compare-list";
import { secureCookies } from "~/server/env.server";

/** The compare list of this browser: variant ids, httpOnly and SameSite=Lax (the server reads it, no script does). */
const compareCookie = createCookie(COMPARE_LIST_COOKIE, { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 30 });

export async function readCompareList(request: Request): Promise<number[]> {
  return cleanCompareList(await compareCookie.parse(request.headers.get("Cookie")));
}

export async function compareListCookie(list: number[]): Promise<string> {
  return compareCookie.serialize(list, { secure: secureCookies() });
}
