import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { BOM_MAX_LINES } from "@contract/api/bom/values";
import { pricedBomFile } from "@contract/api/bom/priced-file";
import { readBomRows, splitBomText } from "@contract/bom/read";
import { pathFor } from "@contract/paths";
import { bomDownloadForm } from "~/features/bom/bom-download-form";
import { columnChoiceOf } from "~/features/bom/bom-forms";
import { api, ApiError } from "~/server/api.server";
import { apiErrorMessage, throwRouteError } from "~/server/api-errors.server";
import { passFile } from "~/server/file-answer.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { redirectWithToast } from "~/server/toast.server";

/** Nothing to show here: a visitor who opens the address goes to the BOM tool. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(pathFor("bomTool", languageOf(request)), 303);
}

/**
 * POST /en/bom-tool/download (/bom-araci/indir): the BOM the result was read from (its text and columns, boards and
 * spares) as an Excel workbook or a PDF, matched and priced by the API in the page's language and the visitor's
 * currency, streamed through as it comes. A refusal (too many downloads a minute) goes back to the BOM tool with a
 * message; a hand-made post that is no BOM is a 400.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const locale = languageOf(request);
  const formData = await readForm(request);
  if (isBotSubmission(formData)) return redirect(pathFor("bomTool", locale), 303);
  const submission = parseWithZod(formData, { schema: bomDownloadForm });
  if (submission.status !== "success") throw new Response(null, { status: 400 });
  const { text, boards, sparePercent, format } = submission.value;
  const { lines } = readBomRows(splitBomText(text ?? ""), { mapping: columnChoiceOf(formData) });
  if (!lines.length || lines.length > BOM_MAX_LINES) throw new Response(null, { status: 400 });
  try {
    // Spares in hundredths, as the page counts them (contract/bom/cheapest-buy.ts neededQuantity).
    const body = { lines, boards, sparePercent: Math.round(sparePercent * 100) / 100, format };
    return passFile(await api(args).file(pricedBomFile, { body }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) return throwRouteError(error, args);
    const t = await i18n.getFixedT(request, ["bom", "common"]);
    return redirectWithToast(pathFor("bomTool", locale), {
      type: "error",
      title: t("downloads.failed"),
      description: apiErrorMessage(error, t),
    });
  }
}
