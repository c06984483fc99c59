import type { QueryParams } from "@contract/query";
import { api, type ApiSuccess, type RouteArgs } from "./api.server";
import { throwRouteError } from "./api-errors.server";
import { requireUser } from "./auth.server";
import { i18n } from "./i18n.server";
import { env } from "./env.server";


/** A dashboard page's read: signed-in only; a 401 goes to the login page, a 403 or 404 to its error page. */
export async function dashboardGet<T>(args: RouteArgs, path: string, query?: QueryParams): Promise<T> {
  await requireUser(args);
  const { data } = await api(args).get<ApiSuccess<T>>(path, { query }).catch((error) => throwRouteError(error, args));
  return data;
}

/** Title and store name of a dashboard page, in the page's language. */
export async function dashboardMeta(request: Request, titleKey: string) {
  const t = await i18n.getFixedT(request, "account");
  return { title: t(titleKey), storeName: env().STORE_NAME };
}
