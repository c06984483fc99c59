import { z } from "zod";
import { emailText, nameText, optionalText, phoneText, requiredText } from "./fields";

export const contactSchema = z.object({
  companyName: optionalText(160),
  name: nameText(80),
  lastName: nameText(80),
  email: emailText,
  phone: phoneText,
  subject: requiredText(160).refine((value) => value.length >= 3, "validation.tooShort"),
  message: requiredText(5000).refine((value) => value.length >= 10, "validation.tooShort"),
});

export type ContactForm = z.infer<typeof contactSchema>;
