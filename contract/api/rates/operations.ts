import { operation } from "../../operation";
import { exchangeRateBoardSchema, exchangeRateHistoryQuery, overrideRateBody, rateCurrencyParams } from "./schemas";

// The back office's exchange rates (docs/decisions/032-exchange-rates.md), for staff holding `rates.view` (the board)
// and `rates.manage` (an override, recorded in the audit log: docs/decisions/036-staff-accounts.md).

const tags = ["back-office"];

export const listExchangeRates = operation({
  method: "GET",
  path: "/back-office/exchange-rates",
  summary: "The rates in use (newest of each currency, with source and date, stale or not) and the history of the last days",
  tags,
  access: "staff",
  staffPermission: "rates.view",
  query: exchangeRateHistoryQuery,
  data: exchangeRateBoardSchema,
});

export const overrideExchangeRate = operation({
  method: "PUT",
  path: "/back-office/exchange-rates/:currency",
  summary: "Sets a day's lira buying and selling rates of USD or EUR by hand, with a reason, instead of the central bank's",
  tags,
  access: "staff",
  staffPermission: "rates.manage",
  params: rateCurrencyParams,
  body: overrideRateBody,
  data: exchangeRateBoardSchema,
  errors: [409],
});
