import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import * as bom from "@contract/api/bom/operations";
import { BOM_FILE_MAX_BYTES } from "@contract/api/bom/values";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { readMultipart } from "../../lib/multipart";
import { route } from "../../lib/route";
import { catalogContext, ok, privateNoStore } from "../catalog/http";
import type { SearchIndex } from "../catalog/search-index";
import { statementFormatOf } from "../reconciliation/statement-file";
import * as pricedFile from "@contract/api/bom/priced-file";
import { bomResult } from "@contract/bom/priced";
import { pricedMatch } from "./priced-match";
import { bomFileName, buildPricedBomFile } from "./priced-file";
import { readBomWorkbook } from "./read-xlsx";
import savedBomRoutes from "./saved-routes";

export interface BomOptions {
  /** This process's search index of the catalog: values are read and candidates ranked from it. */
  searchIndex: SearchIndex;
}

/** A BOM tool call is dearer than a search: fewer per minute than the catalog's other public POSTs. */
const BOM_RATE_LIMIT = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

/** The BOM tool (issue 36, mounted under /v1). */
export default async function bomRoutes(app: FastifyInstance, { searchIndex }: BomOptions) {
  await app.register(multipart, { limits: { fileSize: BOM_FILE_MAX_BYTES, files: 1, fields: 0 } });
  // A user's saved BOMs, in a signed-in scope of their own.
  await app.register(savedBomRoutes);

  route(
    app,
    bom.matchBom,
    async (request, reply) => {
      // A POST's answer is the caller's: it may hold the company's customer part numbers' parts and prices.
      privateNoStore(reply);
      const [context, index] = await Promise.all([catalogContext(app.db, request, request.body.currency), searchIndex.snapshot()]);
      return ok(await pricedMatch(context, index, request.body.lines));
    },
    BOM_RATE_LIMIT,
  );

  route(
    app,
    pricedFile.pricedBomFile,
    async (request, reply) => {
      const { lines, boards, sparePercent, format, currency } = request.body;
      const [context, index] = await Promise.all([catalogContext(app.db, request, currency), searchIndex.snapshot()]);
      // Matched and priced here as the page prices it: a price the caller sent would never be trusted.
      const result = bomResult(lines, await pricedMatch(context, index, lines), boards, sparePercent);
      const date = new Date();
      privateNoStore(reply);
      reply.header("content-type", pricedFile.BOM_FILE_TYPES[format]);
      reply.header("content-disposition", `attachment; filename="${bomFileName(format, context.locale, date)}"`);
      return buildPricedBomFile(format, { result, storeName: app.seller.title, locale: context.locale, date });
    },
    BOM_RATE_LIMIT,
  );

  route(
    app,
    bom.readBomWorkbook,
    async (request, reply) => {
      privateNoStore(reply);
      const locale = requestLocale(request);
      const fileRefusal = (key: "bom.fileRequired" | "bom.unreadable") => {
        const refusal = text(key, locale);
        return new AppError(400, refusal, [{ field: "file", message: refusal }]);
      };
      if (!request.isMultipart()) throw fileRefusal("bom.fileRequired");
      const { file } = await readMultipart(request, locale, {
        field: "file",
        typeOf: (content) => (statementFormatOf(content) === "xlsx" ? bom.BOM_WORKBOOK_TYPE : null),
        wrongType: () => fileRefusal("bom.unreadable"),
      });
      if (!file) throw fileRefusal("bom.fileRequired");
      const rows = await readBomWorkbook(file.content);
      if (!rows) throw fileRefusal("bom.unreadable");
      return ok({ rows });
    },
    { bodyLimit: BOM_FILE_MAX_BYTES + 4096, ...BOM_RATE_LIMIT },
  );
}
