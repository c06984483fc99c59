import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { createBomRequest } from "@contract/api/bom/request-operations";
import type { BomRequestPurpose } from "@contract/api/bom/request-schemas";
import { pathFor } from "@contract/paths";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { NO_STORE } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { redirectWithToast } from "~/server/toast.server";
import { bomRequestFormFor, requestLinesOf } from "./bom-request-forms";
import { formConstraint } from "~/lib/forms/validation.server";
import type { BomRequestAnswer } from "./bom-form-values";
import { bomPageAgain } from "./bom.server";

/** The request forms' field constraints, a guest's and a signed-in user's, for the page's loader. */
export const bomRequestConstraints = {
  guest: formConstraint(bomRequestFormFor(true), ["isCommercialCommunicationApproved"]),
  user: formConstraint(bomRequestFormFor(false), ["isCommercialCommunicationApproved"]),
};

/**
 * Sends the BOM to the sales team (docs/decisions/059-bom-matching.md, "Requests from a BOM"): the posted copies of
 * the text, boards, spares and columns are read and matched again here, so the lines sent are the server's, never
 * the browser's. Success goes back to the BOM page with a toast naming the request (and, signed in, linking to it);
 * a refusal comes back on the page with the result and everything typed.
 */
export async function requestBomAction(args: RouteArgs, formData: FormData) {
  const { request } = args;
  const t = await i18n.getFixedT(request, "bom");
  const locale = languageOf(request);
  const guest = await isGuest(args);
  const submission = parseWithZod(formData, { schema: bomRequestFormFor(guest) });
  const purpose: BomRequestPurpose = formData.get("purpose") === "project" ? "project" : "price-stock";

  const { reply: readReply, answer } = await bomPageAgain(args, formData);
  const refused = (reply: SubmissionResult<string[]>) => ({
    reply: readReply,
    answer,
    request: { purpose, reply } satisfies BomRequestAnswer,
  });

  if (submission.status !== "success") return data(refused(submission.reply()), { status: 400, headers: { "Cache-Control": NO_STORE } });
  const lines = answer?.result ? requestLinesOf(answer.result, submission.value.purpose) : [];
  if (!lines.length)
    return data(refused(submission.reply({ formErrors: [t("request.changed")] })), { status: 400, headers: { "Cache-Control": NO_STORE } });

  // The form's own fields and a guest's contact go on as they are; the text was read into `lines` above.
  const { text: _text, ...fields } = submission.value;
  try {
    const sent = await api(args).call(createBomRequest, {
      body: { ...fields, lines },
    });
    const { number, id, userId } = sent.data;
    return redirectWithToast(pathFor("bomTool", locale), {
      type: "success",
      title: t("request.sent", { number }),
      description: sent.message,
      ...(userId && { link: { href: pathFor("bomRequest", locale, { id: String(id), userId }), label: t("request.open", { number }) } }),
    });
  } catch (error) {
    // A consumer's project request (a hand-made post: the form is a business's) is refused above the form too.
    return formFailure(args, error, (failure) => refused(submission.reply(failure)), { formStatuses: [403] });
  }
}
