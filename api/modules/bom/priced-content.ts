import type { BomResult, BomResultLine, BomTotal } from "@contract/bom/priced";
import type { Packaging } from "@contract/limits";
import enCatalog from "../../../locales/en/catalog.json";
import trCatalog from "../../../locales/tr/catalog.json";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";
import { displayDay, displayDecimal } from "../carts/export-content";
import { rateText } from "../invoices/format";

// The priced BOM as a file to keep or forward (issue 36): the lines as the BOM page prices them
// (contract/bom/priced.ts), in the caller's language, with the totals in the caller's currency, USD and TRY.

/** What a priced BOM's file shows: the result, who made it and when, in the caller's language. */
export interface PricedBomFile {
  result: BomResult;
  storeName: string;
  locale: ApiLocale;
  date: Date;
}

export type BomFileKey = Extract<TextKey, `bomFile.${string}`> extends `bomFile.${infer Key}` ? Key : never;

/** A text of the file (locales/<language>/api.json, section bomFile). */
export const bomFileText = (key: BomFileKey, locale: ApiLocale, values?: Record<string, string | number>) =>
  text(`bomFile.${key}`, locale, values);

/** What the file said of a line, as its columns were read: MPN, value, package, manufacturer, customer number. */
export const saidOf = ({ line }: BomResultLine) => ({
  mpn: line.mpn ?? "",
  value: line.value ?? "",
  package: line.package ?? "",
  manufacturer: line.manufacturer ?? "",
  customerPartNumber: line.customerPartNumber ?? "",
});

const PACKAGING_NAMES = { en: enCatalog.packaging, tr: trCatalog.packaging } satisfies Record<ApiLocale, Record<Packaging, string>>;

/** A packaging as the catalog's pages name it in the reader's language ("Kesik bant"). */
export const packagingName = (packaging: Packaging, locale: ApiLocale) => PACKAGING_NAMES[locale][packaging];

/** "Matched", or "Matched: bought with row 16" for a line whose part an earlier line buys (contract/bom/priced.ts). */
export const statusText = (line: BomResultLine, locale: ApiLocale) =>
  line.boughtWith === null
    ? bomFileText(line.status, locale)
    : bomFileText("boughtWith", locale, { status: bomFileText(line.status, locale), row: line.boughtWith });

/** "BOM total (TRY, before VAT)". */
export const totalLabel = (total: BomTotal, locale: ApiLocale) => bomFileText("total", locale, { currency: total.currency });

/** "1 USD = 34,5678 TRY, rate of 27 November 2026"; none for USD, which needs no rate. */
export const rateNote = ({ rate }: BomTotal, locale: ApiLocale) =>
  rate.currency === "USD"
    ? null
    : bomFileText("rate", locale, {
        rate: rateText(rate.rate, locale),
        currency: rate.currency,
        date: displayDay(new Date(`${rate.rateDate}T12:00:00Z`), locale),
      });

/** The spares as the reader's language writes a percentage's number: "2,5". */
export const sparesText = (result: BomResult, locale: ApiLocale) => displayDecimal(String(result.sparePercent), locale, 0, 2);
