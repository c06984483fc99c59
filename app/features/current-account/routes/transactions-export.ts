import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportTransactions } from "@contract/api/current-account/operations";
import { transactionExportQuery } from "@contract/api/current-account/schemas";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

/**
 * GET /api/transactions-export?format=pdf|xlsx&accountId&kind&from&to&lng: the statement with the transactions page's
 * filters, as a file the API makes in the page's language, streamed through.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const search = new URL(args.request.url).searchParams;
  const parsed = transactionExportQuery.safeParse(
    Object.fromEntries(["format", "accountId", "kind", "from", "to"].map((key) => [key, search.get(key) ?? undefined])),
  );
  if (!parsed.success) throw new Response(null, { status: 400 });
  return passFile(
    await api(args)
      .file(exportTransactions, { query: parsed.data })
      .catch((error: unknown) => throwRouteError(error, args)),
  );
}
