import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import * as operations from "@contract/api/customer-references/operations";
import { CUSTOMER_REFERENCE_LIMITS } from "@contract/api/customer-references/values";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { readMultipart } from "../../lib/multipart";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { privateNoStore } from "../catalog/http";
import { statementFormatOf } from "../reconciliation/statement-file";
import { exportFileName, exportReferences } from "./export";
import { importReferences } from "./import";
import { allReferences, deleteReference, listReferences, saveReference } from "./service";

/** The file and room for the part's headers: an import has no text fields. */
const UPLOAD_BODY_LIMIT = CUSTOMER_REFERENCE_LIMITS.importMaxBytes + 4096;

/**
 * A company's customer part numbers (mounted under /v1, docs/decisions/043-customer-references.md): route() lets
 * only business users through and checks manage-customer-references for the writes; every query is the caller's
 * company's.
 */
export default async function customerReferenceRoutes(app: FastifyInstance) {
  const { db } = app;
  await app.register(multipart, { limits: { fileSize: CUSTOMER_REFERENCE_LIMITS.importMaxBytes, files: 1, fields: 0 } });
  guardSignedIn(app);

  route(app, operations.listCustomerReferences, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await listReferences(db, identityOf(request), request.query, requestLocale(request)) };
  });

  route(app, operations.saveCustomerReference, async (request) => ({
    success: true,
    data: await saveReference(db, identityOf(request), request.body, requestLocale(request)),
  }));

  route(app, operations.deleteCustomerReference, async (request) => {
    await deleteReference(db, identityOf(request), request.params.id, requestLocale(request));
    return { success: true, data: null };
  });

  route(
    app,
    operations.importCustomerReferences,
    async (request) => {
      const locale = requestLocale(request);
      const fileRefusal = (key: "customerReferences.fileRequired" | "customerReferences.unreadable") => {
        const refusal = text(key, locale);
        return new AppError(400, refusal, [{ field: "file", message: refusal }]);
      };
      if (!request.isMultipart()) throw fileRefusal("customerReferences.fileRequired");
      const { file } = await readMultipart(request, locale, {
        field: "file",
        typeOf: (content) => {
          const format = statementFormatOf(content);
          return format && operations.CUSTOMER_REFERENCE_EXPORT_TYPES[format];
        },
        wrongType: () => fileRefusal("customerReferences.unreadable"),
      });
      if (!file) throw fileRefusal("customerReferences.fileRequired");
      return { success: true, data: await importReferences(db, identityOf(request), file.content, locale) };
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  route(app, operations.exportCustomerReferences, async (request, reply) => {
    const locale = requestLocale(request);
    const { format } = request.query;
    const items = await allReferences(db, identityOf(request), locale);
    privateNoStore(reply);
    reply.header("content-type", operations.CUSTOMER_REFERENCE_EXPORT_TYPES[format]);
    reply.header("content-disposition", `attachment; filename="${exportFileName(format, new Date())}"`);
    return exportReferences(items, format, locale);
  });
}
