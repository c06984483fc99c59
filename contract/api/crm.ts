import * as z from "zod";
import { operation } from "../operation";
import { detailText, emailText, nameText, optionalPhoneText, optionalText } from "../rules";

/** The contact form (docs/spec.md §7, CRM): the same fields from a guest and from a signed-in user. */
export const contactFormBody = z.object({
  companyName: optionalText(160),
  name: nameText(80),
  lastName: nameText(80),
  email: emailText,
  phone: optionalPhoneText,
  subject: detailText(3, 160),
  message: detailText(10, 5000),
});
export type ContactFormInput = z.output<typeof contactFormBody>;

const contactCreated = z.object({ id: z.uuid() });

export const guestContactRequest = operation({
  method: "POST",
  path: "/crm/contact-form-requests",
  summary: "Contact form from a guest",
  tags: ["crm"],
  access: "public",
  body: contactFormBody,
  status: 201,
  data: contactCreated,
  errors: [429],
});

export const userContactRequest = operation({
  method: "POST",
  path: "/aggregator/users/me/contact-form-requests",
  summary: "Contact form from the signed-in user",
  tags: ["crm"],
  access: "user",
  body: contactFormBody,
  status: 201,
  data: contactCreated,
  errors: [429],
});
