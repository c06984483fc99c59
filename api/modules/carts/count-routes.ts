import type { FastifyInstance } from "fastify";
import * as carts from "@contract/api/carts/operations";
import { guestIdOf } from "../../lib/guest";
import { route } from "../../lib/route";
import { withShortLockWait } from "../../lib/short-lock-wait";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "./http";
import { guestCartOf } from "./service";
import { findActiveCart, lineCount } from "./store";

/**
 * The header's count of the guest's or the user's active cart, on every page: a page does without it rather than
 * wait on a locked cart (docs/decisions/060-faults-under-load.md), so it waits for a lock briefly and never queues
 * behind the other cart requests' share of the pool.
 */
export async function cartCountRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, carts.guestCartCount, async (request, reply) =>
    mine(reply, {
      productCount: await withShortLockWait(db, async (tx) => lineCount(tx, (await guestCartOf(tx, guestIdOf(request)))?.id)),
    }),
  );
  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, carts.activeCartCount, async (request, reply) =>
      mine(reply, {
        productCount: await withShortLockWait(db, async (tx) => lineCount(tx, (await findActiveCart(tx, identityOf(request).userId))?.id)),
      }),
    );
  });
}
