import type { FastifyInstance, FastifyRequest } from "fastify";
import * as carts from "@contract/api/carts/operations";
import { guestIdOf } from "../../lib/guest";
import { route } from "../../lib/route";
import { lineAlternatives } from "./alternatives";
import { added, cartContext, exportAnswer, mine, type CartOptions } from "./http";
import {
  addItems,
  changeLinePackaging,
  ensureGuestCart,
  guestCartOf,
  presentCart,
  removeLine,
  removeLines,
  requireGuestCart,
  requireSharedCart,
  updateLine,
} from "./service";
import { sharedCartId } from "./share-link";
import type { CartRow } from "./store";
import type { CartContext } from "./view";

/** A guest's cart by the X-Anonymous-Customer-Id header (made on the first add), and carts opened by a share link. */
export function guestCartRoutes(app: FastifyInstance, { shareSecret, storeName, searchIndex }: CartOptions) {
  const { db } = app;

  /** A change to the guest's lines: 404 before the first add. */
  const onGuestCart = async <T>(request: FastifyRequest & { query: object }, run: (cart: CartRow, context: CartContext) => Promise<T>) => {
    const context = await cartContext(request);
    return run(await requireGuestCart(db, guestIdOf(request), context), context);
  };

  route(app, carts.sharedCart, async (request, reply) => {
    const context = await cartContext(request);
    const cart = await requireSharedCart(db, sharedCartId(shareSecret, request.params.token), context);
    return mine(reply, await presentCart(db, cart, context));
  });
  route(app, carts.guestCart, async (request, reply) =>
    mine(reply, await presentCart(db, await guestCartOf(db, guestIdOf(request)), await cartContext(request))),
  );
  route(app, carts.addToGuestCart, async (request, reply) => {
    const context = await cartContext(request);
    return added(request, reply, await addItems(db, await ensureGuestCart(db, guestIdOf(request), context), request.body.items, context));
  });
  route(app, carts.updateGuestCartLine, async (request, reply) =>
    mine(reply, await onGuestCart(request, (cart, context) => updateLine(db, cart, request.params.lineId, request.body, context))),
  );
  route(app, carts.changeGuestCartLinePackaging, async (request, reply) =>
    mine(
      reply,
      await onGuestCart(request, (cart, context) => changeLinePackaging(db, cart, request.params.lineId, request.body.variantId, context)),
    ),
  );
  route(app, carts.removeGuestCartLine, async (request, reply) =>
    mine(reply, await onGuestCart(request, (cart, context) => removeLine(db, cart, request.params.lineId, context))),
  );
  route(app, carts.guestCartLineAlternatives, async (request, reply) =>
    mine(reply, await onGuestCart(request, (cart, context) => lineAlternatives(db, cart, request.params.lineId, context, searchIndex))),
  );
  route(app, carts.removeGuestCartLines, async (request, reply) =>
    mine(reply, await onGuestCart(request, (cart, context) => removeLines(db, cart, request.body, context))),
  );
  route(app, carts.exportGuestCart, async (request, reply) => {
    const context = await cartContext(request);
    const cart = await presentCart(db, await guestCartOf(db, guestIdOf(request)), context);
    return exportAnswer(reply, cart, null, request.query.format, { storeName, context });
  });
}
