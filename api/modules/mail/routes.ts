import { count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { mailOutbox } from "../../db/schema";
import { successSchema } from "../../lib/envelope";
import { emailField } from "../../lib/rules";

const outboxMail = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: z.string() });

/** The development outbox: mails written instead of sent, so a person can read a code. Never registered in production. */
const mailDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mails in the development outbox, newest first",
        querystring: z.object({
          email: emailField.optional(),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: successSchema(z.object({ items: z.array(outboxMail), page: z.number(), pageSize: z.number(), totalCount: z.number() })),
        },
      },
    },
    async (request) => {
      const { email, page, pageSize } = request.query;
      const where = email ? eq(mailOutbox.to, email) : undefined;
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [{ total }] = await app.db.select({ total: count() }).from(mailOutbox).where(where);
      const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return { success: true as const, data: { items, page, pageSize, totalCount: total } };
    },
  );
};

export default mailDevRoutes;
