import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDeskReturnPhoto } from "@contract/api/returns/desk-operations";
import { RETURN_NUMBER_PATTERN } from "@contract/api/returns/values";
import { throwRouteError } from "~/server/api-errors.server";
import { passFile } from "~/server/file-answer.server";
import { requireStaff, staffApi } from "../staff.server";

/** GET /api/back-office/returns/:returnNumber/photo — the photo (or PDF) a return request came with, for the staff. */
export async function loader(args: LoaderFunctionArgs) {
  await requireStaff(args, "returns.view");
  const returnNumber = args.params.returnNumber ?? "";
  if (!RETURN_NUMBER_PATTERN.test(returnNumber)) throw new Response(null, { status: 404 });
  const answer = await staffApi(args)
    .file(getDeskReturnPhoto, { params: { returnNumber } })
    .catch((error: unknown) => throwRouteError(error, args));
  return passFile(answer);
}
