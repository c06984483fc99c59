import { desc, eq } from "drizzle-orm";
import { CART_CHANGE_ACTIONS, type CartChangeAction, type CartChangeEntry } from "@contract/api/carts/user-carts-schemas";
import type { Database } from "../../../db/client";
import { cartChanges, users } from "../../../db/schema";

// The record of what a company administrator did to a user's cart (table cart_changes,
// docs/decisions/027-business-accounts.md): who, when, and what. A quantity change keeps the part as it was then,
// so the history still reads right after the catalog changes.

/** A line's quantity before and after, with the part it is of. */
export interface QuantityChange {
  lineId: number;
  variantId: number;
  sku: string;
  mpn: string;
  manufacturerName: string;
  before: number;
  after: number;
}

type Writer = Pick<Database, "insert">;

export async function recordQuantityChanges(db: Writer, cartId: number, actorUserId: string, changes: QuantityChange[]) {
  if (changes.length === 0) return;
  await db.insert(cartChanges).values(changes.map((details) => ({ cartId, actorUserId, action: "quantity", details: { ...details } })));
}

export async function recordSavedChange(db: Writer, cartId: number, actorUserId: string, isSaved: boolean) {
  await db.insert(cartChanges).values({ cartId, actorUserId, action: isSaved ? "saved" : "unsaved", details: {} });
}

const isAction = (value: string): value is CartChangeAction => (CART_CHANGE_ACTIONS as readonly string[]).includes(value);
const textOf = (value: string | number | null | undefined) => (typeof value === "string" ? value : "");
const numberOf = (value: string | number | null | undefined) => (typeof value === "number" ? value : 0);

/** The cart's changes, newest first, each with its actor's name and e-mail as they are now. */
export async function cartHistory(db: Database, cartId: number): Promise<CartChangeEntry[]> {
  const rows = await db
    .select({
      id: cartChanges.id,
      action: cartChanges.action,
      details: cartChanges.details,
      createdAt: cartChanges.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(cartChanges)
    .leftJoin(users, eq(users.id, cartChanges.actorUserId))
    .where(eq(cartChanges.cartId, cartId))
    .orderBy(desc(cartChanges.createdAt), desc(cartChanges.id));
  return rows.flatMap(({ id, action, details, createdAt, firstName, lastName, email }) =>
    isAction(action)
      ? [
          {
            id,
            action,
            createdAt: createdAt.toISOString(),
            actor: email === null ? null : { name: `${firstName} ${lastName}`, email },
            line:
              action === "quantity"
                ? {
                    sku: textOf(details.sku),
                    mpn: textOf(details.mpn),
                    manufacturerName: textOf(details.manufacturerName),
                    before: numberOf(details.before),
                    after: numberOf(details.after),
                  }
                : null,
          },
        ]
      : [],
  );
}
