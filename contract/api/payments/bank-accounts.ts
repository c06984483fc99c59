import * as z from "zod";
import { operation } from "../../operation";

/** One of the store's accounts an EFT or wire transfer is paid into (spec §3, EFT success data). */
export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  branch: z.string(),
  holder: z.string(),
  /** In groups of four, as printed for a person to read and type. */
  iban: z.string().meta({ example: "TR33 0006 1005 1978 6457 8413 26" }),
  accountNumber: z.string(),
  /** ISO 4217: the currency the account holds, so the one to pay an order into. */
  currencyCode: z.string().meta({ example: "TRY" }),
  isActive: z.boolean(),
});
export type BankAccount = z.output<typeof bankAccountSchema>;

export const bankAccountList = operation({
  method: "GET",
  path: "/payment/bank-accounts",
  summary: "The store's active bank accounts for EFT and wire transfers, in display order",
  tags: ["payments"],
  access: "public",
  data: z.array(bankAccountSchema),
});
