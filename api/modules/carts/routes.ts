import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as carts from "@contract/api/carts/operations";
import type { CurrencyCode } from "@contract/limits";
import { guestIdOf } from "../../lib/guest";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { pricingFor } from "../catalog/currency";
import { catalogContext, ok, privateNoStore } from "../catalog/http";
import {
  addItems,
  ensureActiveCart,
  ensureGuestCart,
  guestCartOf,
  mergeGuestCart,
  presentCart,
  removeLine,
  removeLines,
  requireCart,
  requireGuestCart,
  updateLine,
} from "./service";
import { deleteCartRow, findActiveCart, insertUserCart, lineCount, listCartRows, setActive, updateCartRow, type CartRow } from "./store";
import { secondaryCurrencyOf, type CartContext } from "./view";

async function cartContext(request: FastifyRequest, currency?: CurrencyCode): Promise<CartContext> {
  const { db, locale, pricing, reference } = await catalogContext(request.server.db, request, currency);
  return { locale, reference, primary: pricing, secondary: await pricingFor(db, secondaryCurrencyOf(pricing.currency)) };
}

/** A cart is the caller's alone: no cache keeps it. */
const mine = <T>(reply: FastifyReply, data: T) => {
  privateNoStore(reply);
  return ok(data);
};

const summaryOf = (row: CartRow, productCount: number) => ({
  id: row.id,
  name: row.name,
  isActive: row.isActive,
  isSaved: row.isSaved,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  productCount,
});

/** Carts (mounted under /v1): a guest's by the X-Anonymous-Customer-Id header, a signed-in user's several named carts. */
export default async function cartRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, carts.guestCart, async (request, reply) =>
    mine(reply, await presentCart(db, await guestCartOf(db, guestIdOf(request)), await cartContext(request, request.query.currency))),
  );
  route(app, carts.guestCartCount, async (request, reply) =>
    mine(reply, { productCount: await lineCount(db, (await guestCartOf(db, guestIdOf(request)))?.id) }),
  );
  route(app, carts.addToGuestCart, async (request, reply) => {
    const context = await cartContext(request, request.query.currency);
    return mine(reply, await addItems(db, await ensureGuestCart(db, guestIdOf(request), context), request.body.items, context));
  });
  const guestCart = (request: FastifyRequest, context: CartContext) => requireGuestCart(db, guestIdOf(request), context);
  route(app, carts.updateGuestCartLine, async (request, reply) => {
    const context = await cartContext(request, request.query.currency);
    return mine(reply, await updateLine(db, await guestCart(request, context), request.params.lineId, request.body, context));
  });
  route(app, carts.removeGuestCartLine, async (request, reply) => {
    const context = await cartContext(request, request.query.currency);
    return mine(reply, await removeLine(db, await guestCart(request, context), request.params.lineId, context));
  });
  route(app, carts.removeGuestCartLines, async (request, reply) => {
    const context = await cartContext(request, request.query.currency);
    return mine(reply, await removeLines(db, await guestCart(request, context), request.body, context));
  });

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    const owner = (request: FastifyRequest) => ({ userId: identityOf(request).userId });
    const countOf = async (request: FastifyRequest, id: number) =>
      (await listCartRows(db, identityOf(request).userId)).find((row) => row.id === id)?.productCount ?? 0;

    route(signedIn, carts.listCarts, async (request, reply) => {
      const rows = await listCartRows(db, identityOf(request).userId);
      return mine(
        reply,
        rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })),
      );
    });
    route(signedIn, carts.createCart, async (request, reply) =>
      mine(reply, summaryOf(await insertUserCart(db, identityOf(request).userId, request.body.name), 0)),
    );
    route(signedIn, carts.activeCart, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      return mine(reply, await presentCart(db, await findActiveCart(db, identityOf(request).userId), context));
    });
    route(signedIn, carts.activeCartCount, async (request, reply) =>
      mine(reply, { productCount: await lineCount(db, (await findActiveCart(db, identityOf(request).userId))?.id) }),
    );
    route(signedIn, carts.addToActiveCart, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      return mine(reply, await addItems(db, await ensureActiveCart(db, identityOf(request).userId, context), request.body.items, context));
    });
    route(signedIn, carts.mergeGuestCart, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      return mine(reply, await mergeGuestCart(db, identityOf(request).userId, request.body.guestId, context));
    });
    route(signedIn, carts.getCart, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      return mine(reply, await presentCart(db, await requireCart(db, owner(request), request.params.id, context), context));
    });
    route(signedIn, carts.renameCart, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      const cart = await requireCart(db, owner(request), request.params.id, context);
      return mine(reply, summaryOf(await updateCartRow(db, cart.id, { name: request.body.name }), await countOf(request, cart.id)));
    });
    route(signedIn, carts.deleteCart, async (request, reply) => {
      const cart = await requireCart(db, owner(request), request.params.id, await cartContext(request, request.query.currency));
      await deleteCartRow(db, cart.id);
      return mine(reply, null);
    });
    route(signedIn, carts.activateCart, async (request, reply) => {
      const cart = await requireCart(db, owner(request), request.params.id, await cartContext(request, request.query.currency));
      await setActive(db, identityOf(request).userId, cart.id);
      return mine(reply, summaryOf({ ...cart, isActive: true }, await countOf(request, cart.id)));
    });
    route(signedIn, carts.saveCart, async (request, reply) => {
      const cart = await requireCart(db, owner(request), request.params.id, await cartContext(request, request.query.currency));
      return mine(reply, summaryOf(await updateCartRow(db, cart.id, { isSaved: true }), await countOf(request, cart.id)));
    });
    route(signedIn, carts.addToCart, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      const cart = await requireCart(db, owner(request), request.params.id, context);
      return mine(reply, await addItems(db, cart, request.body.items, context));
    });
    route(signedIn, carts.updateCartLine, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      const cart = await requireCart(db, owner(request), request.params.id, context);
      return mine(reply, await updateLine(db, cart, request.params.lineId, request.body, context));
    });
    route(signedIn, carts.removeCartLine, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      const cart = await requireCart(db, owner(request), request.params.id, context);
      return mine(reply, await removeLine(db, cart, request.params.lineId, context));
    });
    route(signedIn, carts.removeCartLines, async (request, reply) => {
      const context = await cartContext(request, request.query.currency);
      const cart = await requireCart(db, owner(request), request.params.id, context);
      return mine(reply, await removeLines(db, cart, request.body, context));
    });
  });
}
