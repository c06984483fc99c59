import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { BOM_FILE_MAX_BYTES, BOM_MAX_LINES } from "@contract/api/bom/values";
import { ADD_ITEMS_MAX } from "@contract/api/carts/values";
import { pathFor } from "@contract/paths";
import { BomProblems } from "~/features/bom/components/bom-problems";
import { BomReadForm } from "~/features/bom/components/bom-read-form";
import { BomDownloads } from "~/features/bom/components/bom-downloads";
import { BomResultSection } from "~/features/bom/components/bom-result-section";
import { SavedBomNote } from "~/features/bom/components/bom-save-form";
import {
  addBomToCart,
  type BomAnswer,
  bomPageAgain,
  bomReadForm,
  bomText,
  cartLinesOf,
  columnChoiceOf,
  matchBomText,
  openKeptBom,
  sharedBomOf,
} from "~/features/bom/bom.server";
import {
  BOM_FILE_TOO_LARGE,
  BOM_INTENTS,
  BOM_REQUEST_INTENT,
  cartRefusalOf,
  requestAnswerOf,
  saveReplyOf,
} from "~/features/bom/bom-form-values";
import { bomRequestConstraints, requestBomAction } from "~/features/bom/bom-request.server";
import { openSavedBom, saveBomAction } from "~/features/bom/saved-boms.server";
import { publicPageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { useRootUser } from "~/lib/use-root-user";
import { ApiError, type RouteArgs } from "~/server/api.server";
import { apiErrorMessage, formFailure, throwRouteError } from "~/server/api-errors.server";
import { NO_STORE, passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { redirectWithToast } from "~/server/toast.server";
import { parseWithZod } from "~/lib/forms/validation.server";

// "offers": the request forms' contact fields (components/bom-request-form.tsx).
export const handle = { i18n: ["common", "bom", "catalog", "offers"] };

/**
 * `?bom=<token>` opens a BOM an engineer's tool shared (contract/api/bom/shared.ts), `?saved=<id>` one of the user's
 * saved BOMs (saved-boms.server.ts): matched and priced at once, with that day's prices and stock.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const t = await i18n.getFixedT(request, "bom");
  const page = { title: t("title"), description: t("description"), requestConstraints: bomRequestConstraints };
  const savedId = new URL(request.url).searchParams.get("saved");
  if (savedId !== null) {
    const { saved, ...opened } = await openSavedBom(args, savedId).catch((error) => throwRouteError(error, args));
    return data({ ...page, shared: opened, expired: false, saved }, { headers: { "Cache-Control": NO_STORE } });
  }
  const token = new URL(request.url).searchParams.get("bom");
  if (!token)
    return data({ ...page, shared: null, expired: false, saved: null }, { headers: { "Cache-Control": publicPageCacheControl(request) } });
  let opened: Awaited<ReturnType<typeof openSharedBom>>;
  try {
    opened = await openSharedBom(args, token);
  } catch (error) {
    return throwRouteError(error, args);
  }
  return data({ ...page, shared: opened, expired: opened === null, saved: null }, { headers: { "Cache-Control": NO_STORE } });
}

async function openSharedBom(args: RouteArgs, token: string) {
  const bom = await sharedBomOf(args, token);
  return bom && openKeptBom(args, bom);
}

const answered = { headers: { "Cache-Control": NO_STORE } };

/**
 * Reads the posted BOM (the text, or a file whose text then fills the textarea), matches and prices it, and answers
 * the result on the same page with what was typed kept (docs/decisions/059-bom-matching.md). `columns` reads it
 * again with the columns the user chose.
 */
async function readAction(args: RouteArgs, formData: FormData, withChoice: boolean) {
  const t = await i18n.getFixedT(args.request, "bom");
  const submission = parseWithZod(formData, { schema: bomReadForm });
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) => submission.reply({ ...options, hideFields: ["file"] });
  const failed = (failure: ReturnType<typeof reply>) => ({ reply: failure, answer: null as BomAnswer | null });
  if (submission.status !== "success") return data(failed(reply()), { status: 400, ...answered });
  const { text, file, boards, sparePercent } = submission.value;
  if (!text?.trim() && !file) return data(failed(reply({ formErrors: [t("form.nothing")] })), { status: 400, ...answered });
  try {
    const bom = await bomText(args, text, file);
    const answer = await matchBomText(args, bom, { choice: withChoice ? columnChoiceOf(formData) : {}, boards, sparePercent });
    const read = reply();
    const kept = { ...read, initialValue: { ...read.initialValue, text: bom } };
    if (answer.tooManyLines) {
      const tooMany = t("form.tooManyLines", { count: answer.reading.lines.length, max: BOM_MAX_LINES });
      return data({ reply: { ...kept, error: { "": [tooMany] } }, answer }, { status: 400, ...answered });
    }
    return data({ reply: kept, answer }, answered);
  } catch (error) {
    return formFailure(args, error, (failure) => failed(reply(failure)), { fieldsOf: (field) => (field === "file" ? "file" : "text") });
  }
}

/** The BOM back on its page with why the cart took none of it: the result and everything typed are kept. */
async function cartRefused(args: RouteArgs, formData: FormData, cartRefusal: string) {
  return data({ ...(await bomPageAgain(args, formData)), cartRefusal }, { status: 409, ...answered });
}

/**
 * Puts the posted lines into the cart (in batches the cart takes), then to the cart with a toast; when the cart takes
 * none (nothing ticked, or the cart refused), back to the BOM with the reason.
 */
async function addAction(args: RouteArgs, formData: FormData) {
  const { request } = args;
  const t = await i18n.getFixedT(request, ["bom", "common"]);
  const locale = languageOf(request);
  const lines = cartLinesOf(formData);
  if (!lines) return throwRouteError(new Response(t("unknownIntent"), { status: 400 }), args);
  if (!lines.length) return cartRefused(args, formData, t("cart.nothing"));
  let added: Awaited<ReturnType<typeof addBomToCart>>;
  try {
    added = await addBomToCart(args, lines, ADD_ITEMS_MAX);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) return throwRouteError(error, args);
    return cartRefused(args, formData, `${t("cart.failed")}: ${apiErrorMessage(error, t)}`);
  }
  const refused = added.items.filter((item) => !item.added);
  const count = added.items.length - refused.length;
  const headers = added.setCookie ? { "Set-Cookie": added.setCookie } : undefined;
  const reasons = [...new Set(refused.map((item) => item.message).filter(Boolean))].join(" ");
  if (!count) return cartRefused(args, formData, `${t("cart.nothing")} ${t("cart.refused", { count: refused.length, reasons })}`);
  return redirectWithToast(
    pathFor("shoppingCart", locale),
    {
      type: "success",
      title: t("cart.added", { count }),
      description: refused.length ? t("cart.refused", { count: refused.length, reasons }) : undefined,
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const formData = await readForm(request, { maxBytes: BOM_FILE_MAX_BYTES, tooLargeMarker: BOM_FILE_TOO_LARGE });
  // A bot filled the hidden field: answer as if all went well and keep nothing.
  if (isBotSubmission(formData)) return redirect(pathFor("bomTool", languageOf(request)), 303);
  switch (formData.get("intent")) {
    case BOM_INTENTS.read:
      return readAction(args, formData, false);
    case BOM_INTENTS.columns:
      return readAction(args, formData, true);
    case BOM_INTENTS.add:
      return addAction(args, formData);
    case BOM_INTENTS.save:
    case BOM_INTENTS.saveChanges:
      return saveBomAction(args, formData, formData.get("intent") === BOM_INTENTS.saveChanges);
    case BOM_REQUEST_INTENT:
      return requestBomAction(args, formData);
    default: {
      const t = await i18n.getFixedT(request, "bom");
      return throwRouteError(new Response(t("unknownIntent"), { status: 400 }), args);
    }
  }
}

export const headers: HeadersFunction = (args) => {
  const fromAction = args.actionHeaders.get("Cache-Control");
  return fromAction ? { "Cache-Control": fromAction } : passCacheControl(args);
};

export default function BomToolRoute() {
  const { title, shared, expired, saved, requestConstraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("bom");
  const locale = usePageLocale();
  const user = useRootUser();
  const answer = actionData && "answer" in actionData ? actionData.answer : (shared?.answer ?? null);
  const columns = answer && { mapping: answer.reading.mapping, header: answer.header, columnCount: answer.columnCount };
  // The forms under the result post copies of what it was read from (components/bom-source-fields.tsx).
  const source = answer?.result && {
    text: answer.text,
    mapping: answer.reading.mapping,
    boards: answer.result.boards,
    sparePercent: answer.result.sparePercent,
  };
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-3 max-w-3xl text-gray-700">{t("intro")}</p>
        {user && (
          <p className="mt-2 text-sm">
            <Link to={pathFor("savedBoms", locale)} className="font-semibold text-primary-700 underline">
              {t("saved.link")}
            </Link>
          </p>
        )}
      </div>
      {saved && <SavedBomNote saved={saved} locale={locale} />}
      {expired && (
        <p role="alert" className="rounded border border-warn-700 bg-warn-50 px-3 py-2 text-sm text-gray-900">
          {t("sharedExpired")}
        </p>
      )}
      <BomReadForm
        // A saved BOM opened (after a save, in place with JavaScript) starts the form again from its lines.
        key={saved ? `${saved.id}.${saved.savedAt}` : "bom"}
        lastResult={actionData && "reply" in actionData ? actionData.reply : undefined}
        defaultValue={shared?.values}
        columns={columns}
      />
      {answer && <BomProblems problems={answer.reading.problems} />}
      {answer?.result && source && (
        <BomResultSection
          result={answer.result}
          source={source}
          locale={locale}
          cartRefusal={cartRefusalOf(actionData)}
          save={{ source, saved, lastResult: saveReplyOf(actionData), locale }}
          request={{ source, result: answer.result, locale, answer: requestAnswerOf(actionData), constraints: requestConstraints }}
        />
      )}
      {source && <BomDownloads source={source} locale={locale} />}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
