import * as z from "zod";

// The sandbox bank's card form (features/payments/routes/sandbox-bank.tsx). A real provider checks the card on its own page;
// this stand-in checks the shape only and decides the outcome by the test card's number
// (contract/payments/sandbox-bank.ts). Nothing typed here is kept or sent to the API.

/** MM/YY not before the current month. */
function isFutureExpiry(value: string, now = new Date()) {
  const [month, year] = value.split("/").map(Number);
  const fullYear = 2000 + year;
  return fullYear > now.getFullYear() || (fullYear === now.getFullYear() && month >= now.getMonth() + 1);
}

export const SANDBOX_PAY_INTENT = "pay";
export const SANDBOX_CANCEL_INTENT = "cancel";

export const sandboxCardForm = z.object({
  token: z.string().min(1),
  cardNumber: z
    .string({ error: "validation.required" })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "validation.cardNumber")),
  expiry: z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "validation.cardExpiry")
    .refine((value) => isFutureExpiry(value), "validation.cardExpired"),
  cvc: z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^\d{3,4}$/, "validation.cardCvc"),
  code: z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^\d{6}$/, "validation.otpCode"),
});
export type SandboxCardForm = z.output<typeof sandboxCardForm>;
