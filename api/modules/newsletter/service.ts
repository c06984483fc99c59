import { and, eq, ne } from "drizzle-orm";
import type { NewsletterSource } from "@contract/api/newsletter/operations";
import type { Database } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

export interface SubscriptionRequest {
  email: string;
  source: NewsletterSource;
  locale: string;
  userId: string | null;
  clientIp: string;
}

/**
 * Records a request to subscribe: a new address, a pending one and an unsubscribed one (asking again) become pending,
 * requested now, from here; a confirmed subscription is left as it is. True when the opt-in mail should go out.
 */
export async function requestSubscription(db: Database, request: SubscriptionRequest): Promise<boolean> {
  const { userId, ...values } = request;
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ ...request, status: "pending" })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      // A guest's later request keeps the account a signed-in one named.
      set: {
        ...values,
        ...(userId ? { userId } : {}),
        status: "pending",
        requestedAt: new Date(),
        confirmedAt: null,
        unsubscribedAt: null,
      },
      setWhere: ne(newsletterSubscriptions.status, "confirmed"),
    })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/**
 * Confirms a pending subscription (the consent's date is now); a confirmed one stays as it was. False when there is
 * nothing to confirm: the address unsubscribed since, or is unknown.
 */
export async function confirmSubscription(db: Database, email: string): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.status, "pending")))
    .returning({ id: newsletterSubscriptions.id });
  if (confirmed.length > 0) return true;
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.status === "confirmed";
}

/** Ends a subscription, pending or confirmed; an address already unsubscribed (or unknown) stays so. */
export async function endSubscription(db: Database, email: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.email, email), ne(newsletterSubscriptions.status, "unsubscribed")));
}
