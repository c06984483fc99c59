import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import * as catalogDesk from "@contract/api/catalog-desk/operations";
import { catalogImportUploadBody } from "@contract/api/catalog-desk/schemas";
import { CATALOG_IMPORT_LIMITS } from "@contract/api/catalog-desk/values";
import { AppError } from "../../lib/errors";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { readMultipart } from "../../lib/multipart";
import { route } from "../../lib/route";
import { parseOrThrow } from "../../lib/validate";
import { staffOf } from "../back-office/staff-identity";
import { privateNoStore } from "../catalog/http";
import { statementFormatOf } from "../reconciliation/statement-file";
import { addProduct, addVariant } from "./add-parts";
import { deleteProduct, deleteVariant } from "./delete-parts";
import { deskProduct } from "./desk-product";
import { findProducts } from "./find-products";
import { applyImport, catalogImport, uploadImport } from "./imports";
import { saveProduct } from "./save-product";
import { saveVariant } from "./save-variant";

// The catalog desk's operations (issue 33 item 5, docs/decisions/044-catalog-desk.md). A save answers the product as
// the editor shows it afterwards, its audit entry included.

const CONTENT_TYPES = { csv: "text/csv", xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } as const;
/** The kind is the upload's only text part; a few more are read so that a repeated one is refused by name. */
const FIELD_MAX_BYTES = 64;
const FIELDS_MAX = 10;
const UPLOAD_BODY_LIMIT = CATALOG_IMPORT_LIMITS.maxBytes + FIELDS_MAX * (FIELD_MAX_BYTES + 1024) + 1024;

/** The upload's file, refused by name when it is missing or not a CSV or workbook. */
function fileFieldError(locale: ApiLocale, key: "catalogDesk.fileRequired" | "catalogDesk.unreadable") {
  const refusal = text(key, locale);
  return new AppError(400, refusal, [{ field: "file", message: refusal }]);
}

export default async function catalogDeskRoutes(app: FastifyInstance) {
  const { db } = app;
  await app.register(multipart, {
    limits: { fileSize: CATALOG_IMPORT_LIMITS.maxBytes, files: 1, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES },
  });

  route(app, catalogDesk.listDeskProducts, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await findProducts(db, request.query, requestLocale(request)) };
  });

  route(app, catalogDesk.getDeskProduct, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await deskProduct(db, request.params.productId, requestLocale(request)) };
  });

  route(app, catalogDesk.saveDeskProduct, async (request, reply) => {
    const locale = requestLocale(request);
    const { productId } = request.params;
    await saveProduct(db, productId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("catalogDesk.productSaved", locale), data: await deskProduct(db, productId, locale) };
  });

  route(app, catalogDesk.saveDeskVariant, async (request, reply) => {
    const locale = requestLocale(request);
    await saveVariant(db, request.params, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return {
      success: true,
      message: text("catalogDesk.variantSaved", locale),
      data: await deskProduct(db, request.params.productId, locale),
    };
  });

  route(app, catalogDesk.createDeskProduct, async (request, reply) => {
    const locale = requestLocale(request);
    const productId = await addProduct(db, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("catalogDesk.productAdded", locale), data: await deskProduct(db, productId, locale) };
  });

  route(app, catalogDesk.createDeskVariant, async (request, reply) => {
    const locale = requestLocale(request);
    const { productId } = request.params;
    await addVariant(db, productId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("catalogDesk.variantAdded", locale), data: await deskProduct(db, productId, locale) };
  });

  route(app, catalogDesk.deleteDeskVariant, async (request, reply) => {
    const locale = requestLocale(request);
    await deleteVariant(db, request.params, staffOf(request), locale);
    privateNoStore(reply);
    return {
      success: true,
      message: text("catalogDesk.variantDeleted", locale),
      data: await deskProduct(db, request.params.productId, locale),
    };
  });

  route(app, catalogDesk.deleteDeskProduct, async (request, reply) => {
    const locale = requestLocale(request);
    await deleteProduct(db, request.params.productId, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("catalogDesk.productDeleted", locale), data: null };
  });

  route(
    app,
    catalogDesk.uploadCatalogImport,
    async (request, reply) => {
      const locale = requestLocale(request);
      if (!request.isMultipart()) throw fileFieldError(locale, "catalogDesk.fileRequired");
      const { fields, file } = await readMultipart(request, locale, {
        field: "file",
        typeOf: (content) => {
          const format = statementFormatOf(content);
          return format && CONTENT_TYPES[format];
        },
        wrongType: () => fileFieldError(locale, "catalogDesk.unreadable"),
      });
      const body = parseOrThrow(catalogImportUploadBody, fields, locale);
      if (!file) throw fileFieldError(locale, "catalogDesk.fileRequired");
      const data = await uploadImport(db, { kind: body.kind, fileName: file.fileName, content: file.content }, staffOf(request), locale);
      privateNoStore(reply);
      return { success: true, data };
    },
    // A declared length over it is refused before the body is read (lib/route.ts).
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  route(app, catalogDesk.getCatalogImport, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await catalogImport(db, request.params.importId, requestLocale(request)) };
  });

  route(app, catalogDesk.applyCatalogImport, async (request, reply) => {
    const locale = requestLocale(request);
    const data = await applyImport(db, request.params.importId, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("catalogDesk.importApplied", locale), data };
  });
}
