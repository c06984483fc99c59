import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDeskRequestGerber } from "@contract/api/requests-desk/operations";
import { requestCaseParams } from "@contract/api/requests-desk/schemas";
import { throwRouteError } from "~/server/api-errors.server";
import { passFile } from "~/server/file-answer.server";
import { requireStaff, staffApi } from "../staff.server";

/** GET /api/back-office/requests/:caseId/gerber — the Gerber archive a PCB request came with, for the staff. */
export async function loader(args: LoaderFunctionArgs) {
  await requireStaff(args, "requests.view");
  const params = requestCaseParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  const answer = await staffApi(args)
    .file(getDeskRequestGerber, { params: params.data })
    .catch((error: unknown) => throwRouteError(error, args));
  return passFile(answer);
}
