import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import * as saved from "@contract/api/bom/saved";
import { readBomRows, splitBomText } from "@contract/bom/read";
import { pathFor } from "@contract/paths";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure, refusal, throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { NO_STORE } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { formId, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { redirectWithToast } from "~/server/toast.server";
import { columnChoiceOf } from "./bom-forms";
import { bomSaveForm } from "./bom-save-forms";
import { SAVED_BOM_ID_FIELD, SAVED_BOMS_INTENTS } from "./bom-form-values";
import { bomPageAgain, openKeptBom } from "./bom.server";

// A user's saved BOMs on the storefront (docs/decisions/059-bom-matching.md, "Saved BOMs"): opened on the BOM page,
// matched and priced that day; saved from the page's result; listed and deleted on their own page.

/** The saved BOM `?saved=<id>` names, matched and priced now; a guest signs in first, another user's id is a 404. */
export async function openSavedBom(args: RouteArgs, rawId: string) {
  const bom = await dashboardGet(args, saved.getSavedBom, { params: { id: formId(rawId) ?? 0 } });
  return { ...(await openKeptBom(args, bom)), saved: { id: bom.id, name: bom.name, savedAt: bom.updatedAt } };
}

/**
 * Saves the posted BOM (`save`), or replaces the saved one the page opened (`save-changes`), then opens it with a
 * toast. The lines are read from the posted text with the columns the result was read with, as the page reads them;
 * a refusal (a name already used) comes back on the page with its result and everything typed.
 */
export async function saveBomAction(args: RouteArgs, formData: FormData, replace: boolean) {
  await requireUser(args);
  const { request } = args;
  const t = await i18n.getFixedT(request, "bom");
  const submission = parseWithZod(formData, { schema: bomSaveForm });
  const choice = columnChoiceOf(formData);
  const savedId = replace ? formId(formData.get(SAVED_BOM_ID_FIELD)) : null;
  if (replace && savedId === null) throw new Response(null, { status: 404 });

  // The page as it was: the read form's values, the result matched again, beside the save form's answer.
  const refused = async (save: SubmissionResult<string[]>) =>
    data({ ...(await bomPageAgain(args, formData)), save }, { status: 400, headers: { "Cache-Control": NO_STORE } });

  if (submission.status !== "success") return refused(submission.reply());
  const { name, text = "", boards, sparePercent } = submission.value;
  const { lines } = readBomRows(splitBomText(text), { mapping: choice });
  if (!lines.length) return refused(submission.reply({ formErrors: [t("save.nothing")] }));
  const body = { name, lines, boards, sparePercent };
  let kept: saved.SavedBomSummary;
  try {
    const client = api(args);
    kept =
      savedId === null
        ? (await client.call(saved.createSavedBom, { body })).data
        : (await client.call(saved.replaceSavedBom, { params: { id: savedId }, body })).data;
  } catch (error) {
    const page = await bomPageAgain(args, formData);
    // The name's refusal goes next to it; any other (too many lines, the user's last place taken) above the form.
    return formFailure(args, error, (failure) => ({ ...page, save: submission.reply(failure) }), {
      fieldsOf: (field) => (field === "name" ? "name" : ""),
    });
  }
  const locale = languageOf(request);
  return redirectWithToast(pathFor("bomTool", locale, {}, { saved: kept.id }), {
    type: "success",
    title: t(replace ? "save.changed" : "save.saved", { name: kept.name }),
    link: { href: pathFor("savedBoms", locale), label: t("save.viewSaved") },
  });
}

/** The saved BOMs page's post: a delete, after its confirmation; back to the list with a toast. */
export async function savedBomsAction(args: RouteArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const t = await i18n.getFixedT(args.request, "bom");
  if (formData.get("intent") !== SAVED_BOMS_INTENTS.delete) throw refusal(400, t("unknownIntent"));
  const id = formId(formData.get("id"));
  if (id === null) throw new Response(null, { status: 404 });
  await api(args)
    .call(saved.deleteSavedBom, { params: { id } })
    .catch((error) => throwRouteError(error, args));
  return redirectWithToast(pathFor("savedBoms", languageOf(args.request)), { type: "success", title: t("saved.deleted") });
}
