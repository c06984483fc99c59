import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { contentPage } from "@contract/api/content/operations";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { publicPageCacheControl } from "~/server/cache.server";

/** Loader body of the pages whose text is kept in the API (about, policies). */
export async function loadContentPage(args: LoaderFunctionArgs, key: string) {
  const { data: page } = await api(args)
    .call(contentPage, { params: { key } })
    .catch((error) => throwRouteError(error, args));
  return data({ page }, { headers: { "Cache-Control": publicPageCacheControl(args.request) } });
}
