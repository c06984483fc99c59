import * as z from "zod";
import { detailText, emailText, nameText, numericFieldText, optionalPhoneText, optionalText, requiredText } from "../../rules";

// The service contact forms (issue 17; docs/decisions/023-service-contact-forms.md): FAE and R&D support, PCB
// assembly, LED lighting and a question about the cart. Each stores the common contact fields in their columns and
// its own fields as `details` of the same contact_form_requests row, under its topic code.

export const CONTACT_TOPICS = ["fae-rd", "pcb-assembly", "led-lighting", "cart"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Each choice's values as the forms hold them; the storefront and the mails translate `<field>.<value>`. */
export const CONTACT_TOPIC_OPTIONS = {
  stage: ["idea", "prototype", "series"],
  assemblySides: ["one", "two"],
  thtParts: ["yes", "no"],
  componentsFromUs: ["yes", "no"],
  application: ["indoor", "outdoor", "street", "industrial"],
  colourTemperature: ["2700", "3000", "4000", "5000", "6500", "undecided"],
} as const;
export type ContactTopicOption = keyof typeof CONTACT_TOPIC_OPTIONS;

const option = <F extends ContactTopicOption>(field: F) => z.enum(CONTACT_TOPIC_OPTIONS[field], { error: "validation.required" });

/** Given or left empty: an empty form field, "" or null all mean "not given" (null). */
const unlessBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional()).transform((value) => value ?? null);

/** A count as typed: the numeric-field rule first (a lone 0 becomes 0,1, which is no count), then a whole number from 1 to `max`. */
const countField = (max: number) =>
  z
    .union([z.number(), z.string().max(20)], { error: "validation.quantity" })
    .transform((value, context) => {
      const typed = typeof value === "number" ? String(value) : numericFieldText(value).trim();
      const count = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
      if (!Number.isSafeInteger(count) || count < 1) {
        context.addIssue({ code: "custom", message: "validation.quantity" });
        return z.NEVER;
      }
      if (count > max) {
        context.addIssue({ code: "custom", message: "validation.quantityTooLarge" });
        return z.NEVER;
      }
      return count;
    })
    .meta({ example: "100" });

/** What every topic's form says besides its own fields: the subject may be left out (the topic's name then). */
const messageFields = {
  companyName: optionalText(160),
  phone: optionalPhoneText,
  subject: unlessBlank(detailText(3, 160)),
  message: detailText(10, 5000),
};
/** A guest says who asks. */
const guestFields = { ...messageFields, name: nameText(80), lastName: nameText(80), email: emailText };
/** A signed-in user may leave name, last name and e-mail out: the account's are used then. */
const userFields = {
  ...messageFields,
  name: unlessBlank(nameText(80)),
  lastName: unlessBlank(nameText(80)),
  email: unlessBlank(emailText),
};

/** Each topic's own fields, stored as the row's `details`. */
export const TOPIC_FIELDS = {
  "fae-rd": { partOrProject: requiredText(160), stage: option("stage") },
  "pcb-assembly": {
    boardQuantity: countField(1_000_000),
    uniquePartCount: countField(10_000),
    assemblySides: option("assemblySides"),
    thtParts: option("thtParts"),
    componentsFromUs: option("componentsFromUs"),
  },
  "led-lighting": { application: option("application"), quantity: countField(1_000_000), colourTemperature: option("colourTemperature") },
  // The cart's lines are read by the API from the caller's own cart: only its id comes from the form.
  cart: {
    cartId: z.coerce
      .number<number>({ error: "validation.required" })
      .int("validation.required")
      .min(1, "validation.required")
      .max(2_147_483_647, "validation.required")
      .meta({ example: 1 }),
  },
} as const;

export const guestTopicBody = <T extends ContactTopic>(topic: T) => z.object({ ...guestFields, ...TOPIC_FIELDS[topic] });
export const userTopicBody = <T extends ContactTopic>(topic: T) => z.object({ ...userFields, ...TOPIC_FIELDS[topic] });
export type GuestTopicInput<T extends ContactTopic> = z.output<ReturnType<typeof guestTopicBody<T>>>;
export type UserTopicInput<T extends ContactTopic> = z.output<ReturnType<typeof userTopicBody<T>>>;

/** A cart question's details: the cart and its lines when the message was sent, as the API read them. */
export interface CartSnapshot {
  cartId: number;
  lines: Array<{ mpn: string; quantity: number }>;
}

export const topicRequestCreated = z.object({ id: z.uuid(), topic: z.enum(CONTACT_TOPICS) });
