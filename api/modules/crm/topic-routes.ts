import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { TOPIC_OPERATIONS } from "@contract/api/crm/topic-operations";
import { CONTACT_TOPICS, type ContactTopic } from "@contract/api/crm/topic-schemas";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { guestIdOf } from "../../lib/guest";
import { requestLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import type { CartOwner } from "../carts/store";
import { sendOrderMail } from "../orders/mails";
import { cartSnapshot } from "./cart-snapshot";
import { createContactRequest } from "./service";
import { topicName, topicRequestMails, type TopicMailSettings } from "./topic-mails";

/** A topic form's body as either caller sends it: a user's contact fields may be null (the account's then). */
interface TopicInput {
  companyName: string | null;
  name: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string;
  [field: string]: unknown;
}

/** Who sends: the account's contact fills what a user left out; the cart question reads the owner's cart. */
interface Sender {
  userId: string | null;
  guestId: string | null;
  account: { name: string; lastName: string; email: string; phone: string | null } | null;
}

const guestLimit = { config: { rateLimit: { max: 5, timeWindow: "1 minute" } } };
const userLimit = { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } };

/**
 * The service contact forms (mounted under /v1, docs/decisions/023-service-contact-forms.md): one guest and one user
 * operation per topic, each stored in contact_form_requests with its topic and details, then mailed to the sales
 * team and the requester.
 */
export default async function contactTopicRoutes(app: FastifyInstance, settings: TopicMailSettings) {
  const { db } = app;

  const submit = async (request: FastifyRequest, topic: ContactTopic, input: TopicInput, sender: Sender) => {
    const locale = requestLocale(request);
    const { companyName, name, lastName, email, phone, subject, message: body, ...own } = input;
    const owner: CartOwner | null = sender.userId ? { userId: sender.userId } : sender.guestId ? { guestId: sender.guestId } : null;
    const details = topic === "cart" ? await cartSnapshot(db, owner, Number(own.cartId)) : own;
    if (!details) throw new AppError(404, message("notFound", locale));
    const contact = {
      companyName,
      name: name ?? sender.account?.name ?? "",
      lastName: lastName ?? sender.account?.lastName ?? "",
      email: email ?? sender.account?.email ?? "",
      phone: phone ?? sender.account?.phone ?? null,
    };
    const stored = { ...contact, subject: subject ?? topicName(topic, locale), message: body };
    const origin = { userId: sender.userId, guestId: sender.guestId, locale, clientIp: request.ip, correlationId: request.id };
    const row = await createContactRequest(db, { ...stored, topic, details: { ...details } }, origin);
    const contactProven = sender.account !== null && contact.email.toLowerCase() === sender.account.email.toLowerCase();
    const facts = { topic, contact, contactProven, subject: stored.subject, message: body, details: { ...details } };
    await Promise.all(topicRequestMails(facts, locale, settings).map((mail) => sendOrderMail(app, async () => mail)));
    return { success: true as const, message: text("contactTopics.received", locale), data: { id: row.id, topic } };
  };

  for (const topic of CONTACT_TOPICS) {
    route(
      app,
      TOPIC_OPERATIONS[topic].guest,
      async (request) => submit(request, topic, request.body, { userId: null, guestId: guestIdOf(request), account: null }),
      guestLimit,
    );
  }

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    for (const topic of CONTACT_TOPICS) {
      route(
        signedIn,
        TOPIC_OPERATIONS[topic].user,
        async (request) => {
          const [user] = await db
            .select()
            .from(users)
            .where(eq(users.id, identityOf(request).userId));
          if (!user) throw new AppError(401, message("unauthorized", requestLocale(request)));
          const account = { name: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone };
          return submit(request, topic, request.body, { userId: user.id, guestId: null, account });
        },
        userLimit,
      );
    }
  });
}
