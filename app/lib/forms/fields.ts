import { z } from "zod";
import { cleanText, isValidEmail } from "@contract/rules";

// Form schemas shared by the browser and the server. Messages are translation keys (common:validation.*),
// so the same schema speaks the page's language wherever it runs.

export const requiredText = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.tooLong");

export const optionalText = (max: number) => z.string().trim().max(max, "validation.tooLong").optional();

/** Names must keep some letters after the text-cleaning rule (spec section 5). */
export const nameText = (max: number) =>
  requiredText(max).refine((value) => /\p{L}/u.test(cleanText(value)), "validation.letters");

export const emailText = requiredText(254).refine(isValidEmail, "validation.email");

export const phoneText = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,30}$/, "validation.phone")
  .optional();

/** Filled only by bots: the field is hidden from people and from assistive technology. */
export const HONEYPOT_FIELD = "website";
