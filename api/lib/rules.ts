import { z } from "zod";
import { cleanText, isValidEmail } from "@contract/rules";

/** Spec section 5 rules as zod pieces, shared by every API schema. */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .refine(isValidEmail, "must be a valid e-mail address")
  .transform((value) => value.toLowerCase());

/** A person's or company's name: the text-cleaning rule applied, and some letters must remain. */
export const cleanNameField = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => cleanText(value).replace(/\s+/g, " ").trim())
    .refine((value) => /\p{L}/u.test(value), "must contain letters");

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));

export const phoneField = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9 ()-]{7,30}$/, "must be a phone number")
  .optional()
  .or(z.literal("").transform(() => undefined))
  .transform((value) => value ?? null);
