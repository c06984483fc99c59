import type { QueryParams } from "@contract/query";
import { api, ApiError, type ApiSuccess, type RouteArgs } from "./api.server";
import { throwRouteError } from "./api-errors.server";


/** A catalog read for a page: the data, or the error page of the API's status (404 stays 404). */
export async function catalogGet<T>(args: RouteArgs, path: string, query?: QueryParams): Promise<T> {
  try {
    const { data } = await api(args).get<ApiSuccess<T>>(path, { query });
    return data;
  } catch (error) {
    return throwRouteError(error, args);
  }
}

/** A page section that may fail without taking the page down (home sections, related products). */
export async function optionalCatalogGet<T>(args: RouteArgs, path: string, fallback: T, query?: QueryParams): Promise<T> {
  try {
    const { data } = await api(args).get<ApiSuccess<T>>(path, { query });
    return data;
  } catch (error) {
    if (error instanceof ApiError) return fallback;
    throw error;
  }
}
