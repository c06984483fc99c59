import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as carts from "@contract/api/carts/operations";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import { identityOf } from "../../plugins/auth";
import { lineAlternatives } from "./alternatives";
import { added, cartContext, exportAnswer, mine, summaryOf, type CartOptions } from "./http";
import {
  addItems,
  changeLinePackaging,
  copySharedCart,
  ensureActiveCart,
  mergeGuestCart,
  presentCart,
  removeLine,
  removeLines,
  requireCart,
  requireSharedCart,
  updateLine,
} from "./service";
import { sharedCartId, shareToken } from "./share-link";
import { deleteCartRow, findActiveCart, insertUserCart, lineCount, listCartRows, setActive, updateCartRow, type CartRow } from "./store";
import type { CartContext } from "./view";

/** A signed-in user's carts (registered inside the signed-in scope): always the caller's own, another's id is a 404. */
export function userCartRoutes(signedIn: FastifyInstance, { shareSecret, storeName, searchIndex }: CartOptions) {
  const { db } = signedIn;
  const userOf = (request: FastifyRequest) => identityOf(request).userId;

  /** An operation on the caller's cart `:id`. */
  const onOwnCart = async <T>(
    request: FastifyRequest & { params: { id: number }; query: object },
    run: (cart: CartRow, context: CartContext) => Promise<T>,
  ) => {
    const context = await cartContext(request);
    return run(await requireCart(db, { userId: userOf(request) }, request.params.id, context), context);
  };

  route(signedIn, carts.listCarts, async (request, reply) =>
    mine(
      reply,
      (await listCartRows(db, userOf(request))).map((row) => summaryOf(row, row.productCount, requestLocale(request))),
    ),
  );
  route(signedIn, carts.createCart, async (request, reply) =>
    mine(reply, summaryOf(await insertUserCart(db, userOf(request), request.body.name), 0, requestLocale(request))),
  );
  route(signedIn, carts.activeCart, async (request, reply) =>
    mine(reply, await presentCart(db, await findActiveCart(db, userOf(request)), await cartContext(request))),
  );
  route(signedIn, carts.addToActiveCart, async (request, reply) => {
    const context = await cartContext(request);
    return added(request, reply, await addItems(db, await ensureActiveCart(db, userOf(request), context), request.body.items, context));
  });
  route(signedIn, carts.mergeGuestCart, async (request, reply) =>
    mine(reply, await mergeGuestCart(db, userOf(request), request.body.guestId, await cartContext(request))),
  );
  route(signedIn, carts.copySharedCart, async (request, reply) => {
    const context = await cartContext(request);
    const source = await requireSharedCart(db, sharedCartId(shareSecret, request.params.token), context);
    return mine(reply, await copySharedCart(db, userOf(request), source, context));
  });

  route(signedIn, carts.getCart, async (request, reply) =>
    mine(reply, await onOwnCart(request, (cart, context) => presentCart(db, cart, context))),
  );
  route(signedIn, carts.shareCart, async (request, reply) =>
    mine(
      reply,
      await onOwnCart(request, async (cart) => {
        const { token, expiresAt } = shareToken(shareSecret, cart.id);
        return { token, expiresAt: expiresAt.toISOString() };
      }),
    ),
  );
  route(signedIn, carts.renameCart, async (request, reply) =>
    mine(
      reply,
      await onOwnCart(request, async (cart, { locale }) =>
        summaryOf(await updateCartRow(db, cart.id, { name: request.body.name }), await lineCount(db, cart.id), locale),
      ),
    ),
  );
  route(signedIn, carts.deleteCart, async (request, reply) => {
    await onOwnCart(request, (cart) => deleteCartRow(db, cart));
    return mine(reply, null);
  });
  route(signedIn, carts.activateCart, async (request, reply) =>
    mine(
      reply,
      await onOwnCart(request, async (cart, { locale }) => {
        await setActive(db, userOf(request), cart.id);
        return summaryOf({ ...cart, isActive: true }, await lineCount(db, cart.id), locale);
      }),
    ),
  );
  const markSaved =
    (isSaved: boolean) => async (request: FastifyRequest & { params: { id: number }; query: object }, reply: FastifyReply) =>
      mine(
        reply,
        await onOwnCart(request, async (cart, { locale }) =>
          summaryOf(await updateCartRow(db, cart.id, { isSaved }), await lineCount(db, cart.id), locale),
        ),
      );
  route(signedIn, carts.saveCart, markSaved(true));
  route(signedIn, carts.unsaveCart, markSaved(false));
  route(signedIn, carts.cartLineAlternatives, async (request, reply) =>
    mine(reply, await onOwnCart(request, (cart, context) => lineAlternatives(db, cart, request.params.lineId, context, searchIndex))),
  );
  route(signedIn, carts.addToCart, async (request, reply) =>
    added(request, reply, await onOwnCart(request, (cart, context) => addItems(db, cart, request.body.items, context))),
  );
  route(signedIn, carts.updateCartLine, async (request, reply) =>
    mine(reply, await onOwnCart(request, (cart, context) => updateLine(db, cart, request.params.lineId, request.body, context))),
  );
  route(signedIn, carts.changeCartLinePackaging, async (request, reply) =>
    mine(
      reply,
      await onOwnCart(request, (cart, context) => changeLinePackaging(db, cart, request.params.lineId, request.body.variantId, context)),
    ),
  );
  route(signedIn, carts.removeCartLine, async (request, reply) =>
    mine(reply, await onOwnCart(request, (cart, context) => removeLine(db, cart, request.params.lineId, context))),
  );
  route(signedIn, carts.removeCartLines, async (request, reply) =>
    mine(reply, await onOwnCart(request, (cart, context) => removeLines(db, cart, request.body, context))),
  );
  route(signedIn, carts.exportCart, async (request, reply) =>
    onOwnCart(request, async (cart, context) =>
      exportAnswer(reply, await presentCart(db, cart, context), cart.id, request.query.format, { storeName, context }),
    ),
  );
}
