import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import * as returns from "@contract/api/returns/operations";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "../carts/http";
import { ok } from "../catalog/http";
import { sendOrderMail, type OrderMailSettings } from "../orders/mails";
import { findVisibleOrder } from "../orders/read";
import type { PaymentProvider } from "../payments/provider";
import returnDeskRoutes from "./desk/routes";
import { returnRequestedMail } from "./mails";
import { requestReturn } from "./create";
import { findReturn, listReturns } from "./read";
import { activeReasons } from "./reasons";
import { readReturnRequest, RETURN_BODY_LIMIT, RETURN_MULTIPART_LIMITS } from "./request-body";
import { returnableOf } from "./returnable";

/** Who asked for a return: the mail's addressee. */
async function requester(db: FastifyInstance["db"], userId: string) {
  const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return user;
}

/** Return requests (mounted under /v1, docs/decisions/019-returns.md). */
export default async function returnRoutes(
  app: FastifyInstance,
  { mail, provider }: { mail: OrderMailSettings; provider: PaymentProvider },
) {
  await app.register(returnDeskRoutes, { mail, provider });

  route(app, returns.listReturnReasons, async (request, reply) => {
    // The same for everyone in one language: a shared cache may keep it a while.
    reply.header("cache-control", "public, max-age=60, s-maxage=300");
    reply.header("vary", "Accept-Language");
    return ok({ items: await activeReasons(app.db, requestLocale(request)) });
  });

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    await signedIn.register(multipart, { limits: RETURN_MULTIPART_LIMITS });
    const { db } = signedIn;
    const notFound = (locale: "tr" | "en") => new AppError(404, message("notFound", locale));

    route(signedIn, returns.getReturnableOrder, async (request, reply) => {
      const locale = requestLocale(request);
      const order = await findVisibleOrder(db, identityOf(request), request.params.orderNumber);
      if (!order) throw notFound(locale);
      return mine(reply, await returnableOf(db, order));
    });

    route(
      signedIn,
      returns.createReturn,
      async (request, reply) => {
        const locale = requestLocale(request);
        const { input, photo } = await readReturnRequest(request, locale);
        // After the fields are read, so that a form's mistakes are said first; a request is made once per key.
        if (!request.headers["idempotency-key"]) throw new AppError(428, text("returns.keyRequired", locale));
        const identity = identityOf(request);
        const returnNumber = await requestReturn(db, identity, input, photo, locale);
        const detail = (await findReturn(db, identity, returnNumber, locale))!;
        await sendOrderMail(app, async () => returnRequestedMail(detail, await requester(db, identity.userId), locale, mail));
        return mine(reply, detail);
      },
      // A declared length over it is refused before the body is read (lib/route.ts).
      { bodyLimit: RETURN_BODY_LIMIT },
    );

    route(signedIn, returns.listReturns, async (request, reply) =>
      mine(reply, await listReturns(db, identityOf(request), request.query, requestLocale(request))),
    );

    route(signedIn, returns.getReturn, async (request, reply) => {
      const locale = requestLocale(request);
      const detail = await findReturn(db, identityOf(request), request.params.returnNumber, locale);
      if (!detail) throw notFound(locale);
      return mine(reply, detail);
    });
  });
}
