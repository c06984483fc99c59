import type { Operation, OperationAnswer, OperationData, OperationInput } from "@contract/operation";
import { api, type RouteArgs } from "./api.server";
import { throwRouteError } from "./api-errors.server";
import { requireUser } from "./auth.server";
import { i18n } from "./i18n.server";

/** An operation's input: optional when it needs no parameters, query or body. */
type InputOf<O extends Operation> = object extends OperationInput<O> ? [input?: OperationInput<O>] : [input: OperationInput<O>];

/**
 * A dashboard page's read: signed-in only; a 401 goes to the login page, a 403 or 404 to its error page. An id from
 * the page's address that is not even of the right shape (`?edit=not-a-uuid`) is a record that does not exist: 404,
 * as the API answers for one that is not the caller's.
 */
export async function dashboardGet<O extends Operation>(args: RouteArgs, operation: O, ...[input]: InputOf<O>): Promise<OperationData<O>> {
  await requireUser(args);
  const params = (input as { params?: unknown } | undefined)?.params;
  if (operation.params && !operation.params.safeParse(params).success) throw new Response(null, { status: 404 });
  // `call` takes the same input as InputOf (its own tuple type is not exported); the compiler checked it above.
  const call = api(args).call as (operation: O, input?: OperationInput<O>) => Promise<OperationAnswer<O>>;
  const { data } = await call(operation, input).catch((error) => throwRouteError(error, args));
  return data;
}

/** Title of a dashboard page, in the page's language (the root adds the store's name). */
export async function dashboardMeta(request: Request, titleKey: string) {
  const t = await i18n.getFixedT(request, "account");
  return { title: t(titleKey) };
}
