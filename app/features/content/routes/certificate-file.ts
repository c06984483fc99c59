import type { LoaderFunctionArgs } from "@remix-run/node";
import { CONTENT_SLUG_PATTERN, certificateFile } from "@contract/api/content/library";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { PUBLIC_PAGE } from "~/server/cache.server";
import { passFile } from "~/server/file-answer.server";

/**
 * GET /api/certificates/:slug: a certificate's file (a PDF kept in the API), streamed through as it comes. The same
 * file for everyone, so a shared cache may keep it. A slug not even of a slug's shape answers 404 without asking the API.
 */
export async function loader(args: LoaderFunctionArgs) {
  const slug = args.params.slug ?? "";
  if (!CONTENT_SLUG_PATTERN.test(slug)) throw new Response(null, { status: 404 });
  const answer = await api(args)
    .file(certificateFile, { params: { slug } })
    .catch((error: unknown) => throwRouteError(error, args));
  return passFile(answer, PUBLIC_PAGE);
}
