import { CONTACT_TOPIC_OPTIONS, type CartSnapshot, type ContactTopic, type ContactTopicOption } from "@contract/api/crm/topic-schemas";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import type { Mail } from "../mail/mailer";
import { greeting, render, requestReceivedMail, storeAddress } from "../mail/templates";

export interface TopicMailSettings {
  storeName: string;
  storefrontUrl: string;
  /** Where the sales team reads new requests. */
  salesEmail: string;
}

/** A stored request as its mails tell it: the contact as stored (the account's where a user left it out). */
export interface TopicRequestFacts {
  topic: ContactTopic;
  contact: { companyName: string | null; name: string; lastName: string; email: string; phone: string | null };
  /** Whether the contact's e-mail is the signed-in sender's verified one (else only typed: the copy says nothing of theirs). */
  contactProven: boolean;
  subject: string;
  message: string;
  details: Record<string, unknown>;
}

const TOPIC_KEYS = {
  "fae-rd": "contactTopics.topicFaeRd",
  "pcb-assembly": "contactTopics.topicPcbAssembly",
  "led-lighting": "contactTopics.topicLedLighting",
  cart: "contactTopics.topicCart",
} as const satisfies Record<ContactTopic, TextKey>;

export const topicName = (topic: ContactTopic, locale: ApiLocale) => text(TOPIC_KEYS[topic], locale);

/** A choice's words: `contactTopics.<field>_<value>` (a colour temperature in kelvin reads as itself). */
function choice(field: ContactTopicOption, value: unknown, locale: ApiLocale): string {
  if (field === "colourTemperature" && value !== "undecided") return `${String(value)} K`;
  const known = (CONTACT_TOPIC_OPTIONS[field] as readonly string[]).includes(String(value));
  return known ? text(`contactTopics.${field}_${String(value)}` as TextKey, locale) : String(value);
}

/** The topic's own fields, line by line, in `locale` (the mails and the requests inbox show them). */
export function detailLines(topic: ContactTopic, details: Record<string, unknown>, locale: ApiLocale): string[] {
  const of = (field: ContactTopicOption) => choice(field, details[field], locale);
  switch (topic) {
    case "fae-rd":
      return [text("contactTopics.faeRd", locale, { partOrProject: String(details.partOrProject), stage: of("stage") })];
    case "pcb-assembly":
      return [
        text("contactTopics.pcbAssembly", locale, {
          boards: Number(details.boardQuantity),
          parts: Number(details.uniquePartCount),
          sides: of("assemblySides"),
        }),
        text("contactTopics.pcbAssemblyParts", locale, { tht: of("thtParts"), supply: of("componentsFromUs") }),
      ];
    case "led-lighting":
      return [
        text("contactTopics.ledLighting", locale, {
          application: of("application"),
          quantity: Number(details.quantity),
          temperature: of("colourTemperature"),
        }),
      ];
    case "cart": {
      const { cartId, lines } = details as unknown as CartSnapshot;
      return [
        text("contactTopics.cart", locale, { cartId, count: lines.length }),
        ...lines.map((line) => text("contactTopics.cartLine", locale, { quantity: line.quantity, mpn: line.mpn })),
      ];
    }
  }
}

/** A contact form's message without a topic: who wrote, the subject and the message. */
type ContactFacts = Pick<TopicRequestFacts, "contact" | "subject" | "message">;

/** Who wrote, the topic's own lines (`extra`), then the subject and the message. */
function factLines(request: ContactFacts, locale: ApiLocale, extra: string[] = []): string[] {
  const { contact } = request;
  return [
    text("contactTopics.from", locale, { name: `${contact.name} ${contact.lastName}`, email: contact.email }),
    ...(contact.phone ? [text("contactTopics.phone", locale, { phone: contact.phone })] : []),
    ...(contact.companyName ? [text("contactTopics.company", locale, { company: contact.companyName })] : []),
    ...extra,
    text("contactTopics.subject", locale, { text: request.subject }),
    text("contactTopics.message", locale, { text: request.message }),
  ];
}

const topicFactLines = (request: TopicRequestFacts, locale: ApiLocale) =>
  factLines(request, locale, detailLines(request.topic, request.details, locale));

/**
 * The sales team's copy of a message from the general contact form, in Turkish (the team's language): the message
 * reaches the requests inbox as a case, and sales by mail as the service forms' do.
 */
export function contactFormSalesMail(request: ContactFacts, settings: Pick<TopicMailSettings, "storeName" | "salesEmail">): Mail {
  const name = `${request.contact.name} ${request.contact.lastName}`;
  return render(
    storeAddress(settings.salesEmail),
    text("contactTopics.generalSalesSubject", "tr", { name, subject: request.subject }),
    settings.storeName,
    { greeting: greeting("tr", null), lines: factLines(request, "tr") },
  );
}

/**
 * The sales team's copy (in Turkish, the team's language) and the requester's receipt (in the request's language): a
 * summary of the request at the sender's own verified address, the store's words alone at a typed one.
 */
export function topicRequestMails(request: TopicRequestFacts, locale: ApiLocale, settings: TopicMailSettings): Mail[] {
  const name = `${request.contact.name} ${request.contact.lastName}`;
  const sales = render(
    storeAddress(settings.salesEmail),
    text("contactTopics.salesSubject", "tr", { topic: topicName(request.topic, "tr"), name, subject: request.subject }),
    settings.storeName,
    { greeting: greeting("tr", null), lines: topicFactLines(request, "tr") },
  );
  const topic = topicName(request.topic, locale);
  const receipt = request.contactProven
    ? render(
        { to: request.contact.email, recipientProven: true },
        text("contactTopics.receiptSubject", locale, { store: settings.storeName, subject: request.subject }),
        settings.storeName,
        {
          greeting: greeting(locale, request.contact.name),
          lines: [text("contactTopics.receiptReceived", locale, { topic }), ...topicFactLines(request, locale)],
        },
      )
    : requestReceivedMail({
        to: request.contact.email,
        subject: text("contactTopics.typedReceiptSubject", locale, { store: settings.storeName, topic }),
        summary: text("contactTopics.typedReceiptReceived", locale, { topic }),
        locale,
        storeName: settings.storeName,
        storefrontUrl: settings.storefrontUrl,
      });
  return [sales, receipt];
}
