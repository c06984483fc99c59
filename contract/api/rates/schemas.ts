import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { BULLETIN_CURRENCIES, RATE_SOURCES } from "./values";

// The back office's exchange rates (docs/decisions/032-exchange-rates.md): the central bank's daily figures as
// stored, their history, and a staff member's override of a day.

/** A lira figure as the bank gives it: TRY per one unit, up to eight decimals, as a decimal string. */
const liraFigure = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,8})?$/, "validation.exchangeRate")
  .refine((value) => Number(value) > 0, "validation.exchangeRate");

const isoDate = z.iso.date();

/** One stored row: the store's rate (units of `currency` per USD) and, for USD and EUR, the day's lira figures. */
export const storedRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  rateDate: z.string(),
  rate: z.string(),
  forexBuying: z.string().nullable(),
  forexSelling: z.string().nullable(),
  source: z.enum(RATE_SOURCES),
  bulletinNumber: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  overriddenBy: z.string().nullable(),
  overrideReason: z.string().nullable(),
  updatedAt: z.string(),
});

export const exchangeRateHistoryQuery = z.object({
  /** How many days back the history reaches. */
  days: z.coerce.number<number>().int().min(1).max(366).default(30),
});

export const exchangeRateBoardSchema = z.object({
  /** The bulletin the store should hold now (today's from 17:00 Istanbul on a working day, else the last one's). */
  dueDate: z.string(),
  /** The newest stored rates are older than `dueDate`. */
  stale: z.boolean(),
  /** The newest row of each currency: what prices use now. */
  current: z.array(storedRateSchema),
  /** Every row of the last `days` days, newest first. */
  history: z.array(storedRateSchema),
});

export const rateCurrencyParams = z.object({ currency: z.enum(BULLETIN_CURRENCIES) });

/** A staff member's figures for a day, replacing the bank's (or supplying a missing day) with a reason. */
export const overrideRateBody = z
  .object({
    rateDate: isoDate,
    forexBuying: liraFigure,
    forexSelling: liraFigure,
    reason: z.string().trim().min(3).max(500),
  })
  .refine((body) => Number(body.forexSelling) >= Number(body.forexBuying), {
    path: ["forexSelling"],
    message: "validation.sellingBelowBuying",
  });

export type StoredRate = z.infer<typeof storedRateSchema>;
export type ExchangeRateBoard = z.infer<typeof exchangeRateBoardSchema>;
