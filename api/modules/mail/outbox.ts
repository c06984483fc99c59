import { count, desc, eq } from "drizzle-orm";
import type { OutboxPage } from "@contract/api/mail/schemas";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

/** One page of the development outbox, newest first: all mails, or those to one address. */
export async function listOutbox(db: Database, query: { email?: string; page: number; pageSize: number }): Promise<OutboxPage> {
  const { email, page, pageSize } = query;
  const where = email ? eq(mailOutbox.to, email) : undefined;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, page, pageSize, totalCount: total };
}
