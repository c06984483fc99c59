import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportCustomerReferences } from "@contract/api/customer-references/operations";
import { CUSTOMER_REFERENCE_EXPORT_FORMATS, type CustomerReferenceExportFormat } from "@contract/api/customer-references/values";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

const isFormat = (value: string | null): value is CustomerReferenceExportFormat =>
  CUSTOMER_REFERENCE_EXPORT_FORMATS.includes(value as CustomerReferenceExportFormat);

/**
 * GET /api/customer-references-export?format=csv|xlsx&lng=tr|en: the company's customer part numbers as a file, made
 * by the API in the page's language and streamed through. Private, never cached.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const format = new URL(args.request.url).searchParams.get("format");
  if (!isFormat(format)) throw new Response(null, { status: 400 });
  return passFile(
    await api(args)
      .file(exportCustomerReferences, { query: { format } })
      .catch((error: unknown) => throwRouteError(error, args)),
  );
}
