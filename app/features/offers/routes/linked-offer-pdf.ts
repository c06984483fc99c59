import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLinkedOfferPdf } from "@contract/api/requests-desk/offer-operations";
import { offerLinkParams } from "@contract/api/requests-desk/offer-schemas";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { passFile } from "~/server/file-answer.server";

/** GET /api/offer-links/:token/pdf — the PDF of the offer a guest's signed link opens (a bad link: 404, the API's answer). */
export async function loader(args: LoaderFunctionArgs) {
  const params = offerLinkParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  const answer = await api(args)
    .file(getLinkedOfferPdf, { params: params.data })
    .catch((error: unknown) => throwRouteError(error, args));
  return passFile(answer);
}
