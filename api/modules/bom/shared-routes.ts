import type { FastifyInstance } from "fastify";
import { z } from "zod";
import * as shared from "@contract/api/bom/shared";
import { bomLineSchema } from "@contract/api/bom/schemas";
import { BOM_MAX_LINES } from "@contract/api/bom/values";
import type { BomLine } from "@contract/bom/line";
import { readBomRows, splitBomText, type BomProblem } from "@contract/bom/read";
import { AppError, notFound } from "../../lib/errors";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { message, text, type TextKey } from "../../lib/messages";
import { route } from "../../lib/route";
import { parseOrThrow } from "../../lib/validate";
import { ok, privateNoStore } from "../catalog/http";
import { storefrontUrl } from "../identity/links";
import { findSharedBom, forgetExpiredBoms, shareBom } from "./shared";

export interface SharedBomOptions {
  storefrontUrl: string;
  /** The key of the links (api/modules/bom/shared.ts `sharedBomKey`). */
  linkKey: Buffer;
}

/** A CSV body of SHARED_BOM_MAX_CSV characters, some of them two or three bytes in UTF-8 (Turkish letters). */
const BODY_LIMIT = 2 * shared.SHARED_BOM_MAX_CSV;
const FORGET_EVERY_MS = 60 * 60_000;
/** Rows named in one refusal: enough to fix a file by, not a whole file of them. */
const MAX_PROBLEMS = 50;

const readLines = z.object({
  lines: z.array(bomLineSchema).min(1, "validation.bomLines").max(BOM_MAX_LINES, "validation.bomTooManyLines"),
});

const PROBLEM_KEYS = {
  noColumns: "bom.csvNoColumns",
  quantity: "bom.csvQuantity",
  noQuantity: "bom.csvNoQuantity",
  references: "bom.csvReferences",
  nothingToMatch: "bom.csvNothingToMatch",
} as const satisfies Record<BomProblem["code"], TextKey>;

const problemText = (problem: BomProblem, locale: ApiLocale) => {
  const said = text(PROBLEM_KEYS[problem.code], locale);
  return problem.row === 0 ? said : text("bom.csvRow", locale, { row: problem.row, problem: said });
};

/** A CSV's lines read as the BOM page reads them; a row that is not a line refuses the whole file, naming the rows. */
function linesOfCsv(csv: string, locale: ApiLocale): BomLine[] {
  const reading = readBomRows(splitBomText(csv));
  if (reading.problems.length) {
    const errors = reading.problems.slice(0, MAX_PROBLEMS).map((problem) => ({ field: "csv", message: problemText(problem, locale) }));
    throw new AppError(400, text("bom.csvUnreadable", locale), errors);
  }
  return parseOrThrow(readLines, { lines: reading.lines }, locale).lines;
}

/** BOMs sent from an engineer's tools without an account (issue 36, item 5; mounted under /v1). */
export default async function sharedBomRoutes(app: FastifyInstance, options: SharedBomOptions) {
  // A KiCad plugin posts the exported file as it is; the board count and spares then come in the query.
  app.addContentTypeParser("text/csv", { parseAs: "string" }, (_request, body, done) => done(null, { csv: body }));

  route(
    app,
    shared.createSharedBom,
    async (request, reply) => {
      privateNoStore(reply);
      const { body, query } = request;
      const lines = body.lines ?? linesOfCsv(body.csv ?? "", requestLocale(request));
      const bom = { lines, boards: body.boards ?? query.boards ?? 1, sparePercent: body.sparePercent ?? query.sparePercent ?? 0 };
      const { token, expiresAt } = await shareBom(app.db, options.linkKey, bom);
      // The English page: a tool's user may read either language, and the page offers the switch.
      const url = storefrontUrl(options.storefrontUrl, "bomTool", "en", { bom: token });
      return ok({ token, url, expiresAt: expiresAt.toISOString() });
    },
    { bodyLimit: BODY_LIMIT, config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );

  route(
    app,
    shared.sharedBom,
    async (request, reply) => {
      // Whoever holds the link reads the BOM; no shared cache keeps it.
      privateNoStore(reply);
      const row = await findSharedBom(app.db, options.linkKey, request.params.token);
      if (!row) throw notFound(message("notFound", requestLocale(request)));
      return ok({ lines: row.lines, boards: row.boards, sparePercent: row.sparePercent, expiresAt: row.expiresAt.toISOString() });
    },
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
  );

  const forgetting = setInterval(() => {
    forgetExpiredBoms(app.db).catch((error: unknown) => app.log.warn({ err: error }, "shared BOMs: expired ones not removed"));
  }, FORGET_EVERY_MS);
  forgetting.unref();
  app.addHook("onClose", async () => clearInterval(forgetting));
}
