import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOfferPdf } from "@contract/api/requests-desk/offer-operations";
import { offerParams } from "@contract/api/requests-desk/offer-schemas";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

/** GET /api/offers/:offerId/pdf — a sent offer's PDF, to its requester (anyone else: 404, the API's answer). */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const params = offerParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  const answer = await api(args)
    .file(getOfferPdf, { params: params.data })
    .catch((error: unknown) => throwRouteError(error, args));
  return passFile(answer);
}
