import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDeskOfferPdf } from "@contract/api/requests-desk/offer-operations";
import { offerParams } from "@contract/api/requests-desk/offer-schemas";
import { throwRouteError } from "~/server/api-errors.server";
import { passFile } from "~/server/file-answer.server";
import { requireStaff, staffApi } from "../staff.server";

/** GET /api/back-office/offers/:offerId/pdf — an offer's PDF as its requester gets it, for the staff. */
export async function loader(args: LoaderFunctionArgs) {
  await requireStaff(args, "requests.manage");
  const params = offerParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  const answer = await staffApi(args)
    .file(getDeskOfferPdf, { params: params.data })
    .catch((error: unknown) => throwRouteError(error, args));
  return passFile(answer);
}
