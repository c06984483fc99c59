// Exchange rates both sides name (docs/decisions/032-exchange-rates.md).

/** Where a stored rate came from: the central bank's daily file, the demo seed, or a staff override. */
export const RATE_SOURCES = ["tcmb", "seed", "override"] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** The currencies whose lira rates the bank's bulletin gives us (the store prices in USD, TRY and EUR). */
export const BULLETIN_CURRENCIES = ["USD", "EUR"] as const;
export type BulletinCurrency = (typeof BULLETIN_CURRENCIES)[number];
