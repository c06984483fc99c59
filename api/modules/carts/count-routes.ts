import type { FastifyInstance } from "fastify";
import * as carts from "@contract/api/carts/operations";
import type { Transaction } from "../../db/client";
import { guestIdOf } from "../../lib/guest";
import { route } from "../../lib/route";
import { withShortLockWait } from "../../lib/short-lock-wait";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "./http";
import { guestCartOf } from "./service";
import { findActiveCart, lineCount, type CartRow } from "./store";

/**
 * The header's count of the guest's or the user's active cart, on every page: a page does without it rather than
 * wait on a locked cart (docs/decisions/060-faults-under-load.md), so it waits for a lock briefly and never queues
 * behind the other cart requests' share of the pool.
 */
export async function cartCountRoutes(app: FastifyInstance) {
  const { db } = app;
  const countOf = (find: (tx: Transaction) => Promise<CartRow | undefined>) =>
    withShortLockWait(db, async (tx) => ({ productCount: await lineCount(tx, (await find(tx))?.id) }));
  route(app, carts.guestCartCount, async (request, reply) => mine(reply, await countOf((tx) => guestCartOf(tx, guestIdOf(request)))));
  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, carts.activeCartCount, async (request, reply) =>
      mine(reply, await countOf((tx) => findActiveCart(tx, identityOf(request).userId))),
    );
  });
}
