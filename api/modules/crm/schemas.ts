import { z } from "zod";
import { cleanNameField, emailField, optionalText, phoneField } from "../../lib/rules";

export const contactFormBody = z.object({
  companyName: optionalText(160),
  name: cleanNameField(80),
  lastName: cleanNameField(80),
  email: emailField,
  phone: phoneField,
  subject: z.string().trim().min(3).max(160),
  message: z.string().trim().min(10).max(5000),
});

export type ContactFormInput = z.infer<typeof contactFormBody>;

export const contactCreatedData = z.object({ id: z.string().uuid() });
