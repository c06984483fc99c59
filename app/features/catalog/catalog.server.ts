import type { Operation, OperationData, OperationInput } from "@contract/operation";
import { api, ApiError, type RouteArgs } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";

/** An operation's parameters, query and body: optional when it needs none. */
type Input<O extends Operation> = object extends OperationInput<O> ? [input?: OperationInput<O>] : [input: OperationInput<O>];

/** A catalog read for a page: the data, or the error page of the API's status (404 stays 404). */
export async function catalogGet<O extends Operation>(args: RouteArgs, operation: O, ...input: Input<O>): Promise<OperationData<O>> {
  try {
    const { data } = await api(args).call(operation, ...input);
    return data;
  } catch (error) {
    return throwRouteError(error, args);
  }
}

/**
 * A page section that may fail without taking the page down (home sections, related products); a page that lost one
 * is marked degraded, so no cache keeps it.
 */
export async function optionalCatalogGet<O extends Operation>(
  args: RouteArgs,
  operation: O,
  fallback: OperationData<O>,
  ...input: Input<O>
): Promise<OperationData<O>> {
  try {
    const { data } = await api(args).call(operation, ...input);
    return data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The API failed or was out of breath (not a deliberate "nothing here"): the section may be back in a moment.
    if (error.status >= 500 || error.status === 429) args.context.degraded = true;
    return fallback;
  }
}
