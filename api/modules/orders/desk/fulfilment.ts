import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { orders } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { text } from "../../../lib/messages";
import { moveOrder } from "../status";
import { lockedForMove, snapshotOf, type DeskContext, type OrderSnapshot } from "./locked-order";
import type { DeskNotice } from "./mails";

// The goods' way out of the warehouse (docs/decisions/037-orders-desk.md): paid → preparing → shipped → delivered, each
// a move of the transitions table, its event recorded and its mail to the customer returned for after the commit.

export interface DeskChange {
  before: OrderSnapshot;
  after: OrderSnapshot;
  notice: DeskNotice;
}

export async function prepareOrder(tx: Executor, orderId: number, context: DeskContext): Promise<DeskChange> {
  const order = await lockedForMove(tx, orderId, "preparing", context);
  await moveOrder(tx, order, "preparing");
  return { before: snapshotOf(order), after: { ...snapshotOf(order), status: "preparing" }, notice: { kind: "prepared", orderId } };
}

/** Ships with the carrier and tracking number the customer's order page and mail show. */
export async function shipOrder(
  tx: Executor,
  orderId: number,
  shipment: { carrier: string; trackingNumber: string },
  context: DeskContext,
): Promise<DeskChange> {
  const carrier = shipment.carrier.trim();
  const trackingNumber = shipment.trackingNumber.trim();
  if (!carrier || !trackingNumber) throw new AppError(400, text("orderDesk.shipmentNeeded", context.locale));
  const order = await lockedForMove(tx, orderId, "shipped", context);
  await moveOrder(tx, order, "shipped", `${carrier} ${trackingNumber}`);
  await tx.update(orders).set({ trackingCarrier: carrier, trackingNumber }).where(eq(orders.id, order.id));
  return {
    before: snapshotOf(order),
    after: { status: "shipped", trackingCarrier: carrier, trackingNumber },
    notice: { kind: "shipped", orderId, carrier, trackingNumber },
  };
}

export async function deliverOrder(tx: Executor, orderId: number, context: DeskContext): Promise<DeskChange> {
  const order = await lockedForMove(tx, orderId, "delivered", context);
  await moveOrder(tx, order, "delivered");
  return { before: snapshotOf(order), after: { ...snapshotOf(order), status: "delivered" }, notice: { kind: "delivered", orderId } };
}
