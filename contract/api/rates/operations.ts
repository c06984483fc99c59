import { operation } from "../../operation";
import { exchangeRateBoardSchema, exchangeRateHistoryQuery, overrideRateBody, rateCurrencyParams } from "./schemas";

// The back office's exchange rates (docs/decisions/032-exchange-rates.md). Until staff accounts exist (issue 32) a
// caller proves to be staff with the `X-Staff-Key` header holding the API's STAFF_API_KEY; without that setting every
// call answers 403. Declared public for the token check, the key is checked after the input's shape.

const tags = ["back-office"];

export const listExchangeRates = operation({
  method: "GET",
  path: "/back-office/exchange-rates",
  summary: "The rates in use (newest of each currency, with source and date, stale or not) and the history of the last days",
  tags,
  access: "public",
  query: exchangeRateHistoryQuery,
  data: exchangeRateBoardSchema,
  errors: [403],
});

export const overrideExchangeRate = operation({
  method: "PUT",
  path: "/back-office/exchange-rates/:currency",
  summary: "Sets a day's lira buying and selling rates of USD or EUR by hand, with a reason, instead of the central bank's",
  tags,
  access: "public",
  params: rateCurrencyParams,
  body: overrideRateBody,
  data: exchangeRateBoardSchema,
  errors: [403, 409],
});
