import { BULLETIN_CURRENCIES, type BulletinCurrency } from "@contract/api/rates/values";
import { divideRates } from "../../lib/money";

/** One currency's lira figures: TRY per one unit (the bulletin's figure divided by its `Unit`), decimal strings. */
export interface ForexFigures {
  forexBuying: string;
  forexSelling: string;
}

/** What the store reads of the bank's daily file `today.xml` (tests/fixtures/tcmb/README.md shows its format). */
export interface Bulletin {
  /** The bulletin's date, "YYYY-MM-DD" (the day the bank set the rates, at 15:30). */
  date: string;
  /** `Bulten_No`, e.g. "2026/224". */
  number: string;
  rates: Record<BulletinCurrency, ForexFigures>;
}

/** The file is not a bulletin the store can read: the failure is logged and the last good day keeps serving. */
export class BulletinError extends Error {}

const DECIMAL = /^\d+(\.\d+)?$/;

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/** `Tarih="26.11.2026"` and `Date="11/26/2026"` name the same day; either alone is not trusted. */
function dateOf(attributes: Map<string, string>): string {
  const tarih = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(attributes.get("Tarih") ?? "");
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(attributes.get("Date") ?? "");
  if (!tarih || !date) throw new BulletinError("the bulletin's Tarih or Date attribute is missing or malformed");
  const iso = `${tarih[3]}-${tarih[2]}-${tarih[1]}`;
  if (iso !== `${date[3]}-${date[1]}-${date[2]}`) throw new BulletinError(`Tarih ${tarih[0]} and Date ${date[0]} differ`);
  const day = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso) throw new BulletinError(`no such day: ${iso}`);
  return iso;
}

/** The text of each child element of a `<Currency>`; an empty one (`<CrossRateUSD/>`) is "". */
function childrenOf(body: string): Map<string, string> {
  const children = new Map<string, string>();
  for (const match of body.matchAll(/<(\w+)\s*\/>|<(\w+)>([^<]*)<\/\2>/g)) children.set(match[1] ?? match[2], (match[3] ?? "").trim());
  return children;
}

function figuresOf(code: string, children: Map<string, string>): ForexFigures {
  const unit = children.get("Unit") ?? "";
  if (!/^[1-9]\d*$/.test(unit)) throw new BulletinError(`${code}: Unit "${unit}" is not a positive whole number`);
  const figure = (name: "ForexBuying" | "ForexSelling") => {
    const value = children.get(name) ?? "";
    if (!DECIMAL.test(value) || Number(value) <= 0) throw new BulletinError(`${code}: ${name} "${value}" is not a positive decimal`);
    return unit === "1" ? value : divideRates(value, unit);
  };
  const figures = { forexBuying: figure("ForexBuying"), forexSelling: figure("ForexSelling") };
  if (Number(figures.forexSelling) < Number(figures.forexBuying))
    throw new BulletinError(`${code}: ForexSelling ${figures.forexSelling} is below ForexBuying ${figures.forexBuying}`);
  return figures;
}

/** Reads the bank's daily file; anything but a complete bulletin with USD and EUR forex rates throws BulletinError. */
export function parseBulletin(xml: string): Bulletin {
  const root = /<Tarih_Date\b([^>]*)>([\s\S]*)<\/Tarih_Date>\s*$/.exec(xml.trim());
  if (!root) throw new BulletinError("no <Tarih_Date> element: not the central bank's rates file");
  const attributes = attributesOf(root[1]);
  const number = attributes.get("Bulten_No") ?? "";
  if (!/^\d{4}\/\d+$/.test(number)) throw new BulletinError(`Bulten_No "${number}" is missing or malformed`);
  const found = new Map<string, ForexFigures>();
  for (const match of root[2].matchAll(/<Currency\b([^>]*)>([\s\S]*?)<\/Currency>/g)) {
    const code = attributesOf(match[1]).get("CurrencyCode") ?? attributesOf(match[1]).get("Kod") ?? "";
    if (!(BULLETIN_CURRENCIES as readonly string[]).includes(code)) continue;
    if (found.has(code)) throw new BulletinError(`${code} appears twice`);
    found.set(code, figuresOf(code, childrenOf(match[2])));
  }
  const missing = BULLETIN_CURRENCIES.filter((code) => !found.has(code));
  if (missing.length) throw new BulletinError(`no ${missing.join(" or ")} rates in the bulletin`);
  return {
    date: dateOf(attributes),
    number,
    rates: Object.fromEntries(BULLETIN_CURRENCIES.map((code) => [code, found.get(code)!])) as Bulletin["rates"],
  };
}
