import { centsText, toMicro } from "../../lib/money";

// Reading one cell of a bank statement: a day, an amount, a currency, as Turkish and other banks write them
// (docs/decisions/038-bank-reconciliation.md). Each answers null for what it cannot read: the row is then reported.

/** A cell as the file gave it: CSV cells are text; a workbook's may be numbers or dates. */
export type Cell = string | number | Date | null;

// Excel counts days from 1899-12-30 (its 1900 leap-year bug included); a serial in this range is a day of 1954–2119.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const SERIAL_RANGE = [20_000, 80_000] as const;

const isoDay = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
};

/** "27.11.2026", "27/11/2026", "27-11-26", "2026-11-27" (a time after it is ignored), a workbook date or day serial. */
export function readDay(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === "number") {
    if (!Number.isInteger(cell) || cell < SERIAL_RANGE[0] || cell > SERIAL_RANGE[1]) return null;
    return new Date(EXCEL_EPOCH_MS + cell * DAY_MS).toISOString().slice(0, 10);
  }
  const text = (cell ?? "").trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\S.*)?$/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // Turkish banks write the day first.
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?:\s+\S.*)?$/.exec(text);
  if (!dayFirst) return null;
  const year = dayFirst[3].length === 2 ? 2000 + Number(dayFirst[3]) : Number(dayFirst[3]);
  return isoDay(year, Number(dayFirst[2]), Number(dayFirst[1]));
}

/** Currency names and signs banks write, as ISO 4217 codes (TL and its older names are the lira). */
const CURRENCY_NAMES: Record<string, string> = { TL: "TRY", YTL: "TRY", TRL: "TRY", "₺": "TRY", $: "USD", "€": "EUR", "£": "GBP" };

/** A currency cell ("TL", "try", "USD", "₺") as its ISO code, or null. */
export function readCurrency(cell: Cell): string | null {
  const text = typeof cell === "string" ? cell.trim().toUpperCase() : "";
  const code = CURRENCY_NAMES[text] ?? text;
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

const CURRENCY_MARK = /^(TL|TRY|YTL|USD|EUR|GBP|[₺$€£])|(TL|TRY|YTL|USD|EUR|GBP|[₺$€£])$/i;

/**
 * The integer and decimal digits of a number written with thousands separators and a decimal separator, either way
 * round: "1.234,56" (Turkish), "1,234.56", "1234,5". One separator followed by exactly three digits is a thousands
 * separator ("1.234" is a thousand and more: statements show cents with two decimals).
 */
function plainDecimal(number: string): string | null {
  const lastDot = number.lastIndexOf(".");
  const lastComma = number.lastIndexOf(",");
  let decimalMark: string | null = null;
  let groupMark: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) [decimalMark, groupMark] = lastDot > lastComma ? [".", ","] : [",", "."];
  else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? "." : ",";
    const [whole, ...rest] = number.split(mark);
    const thousands = rest.length > 1 || (rest[0].length === 3 && whole !== "0" && whole.length <= 3);
    if (thousands) groupMark = mark;
    else decimalMark = mark;
  }
  const at = decimalMark ? number.lastIndexOf(decimalMark) : number.length;
  const whole = number.slice(0, at);
  const fraction = number.slice(at + 1);
  const grouped = groupMark !== null && whole.includes(groupMark);
  if (grouped && !new RegExp(`^\\d{1,3}(\\${groupMark}\\d{3})+$`).test(whole)) return null;
  const digits = grouped ? whole.replaceAll(groupMark as string, "") : whole;
  if (!/^\d+$/.test(digits) || !/^\d*$/.test(fraction)) return null;
  return fraction ? `${digits}.${fraction}` : digits;
}

/**
 * An amount cell as whole cents ("1234.56", negative for money going out) and the currency written in it, if any:
 * "1.234,56", "-1.234,56", "1.234,56-", "(1.234,56)", "1.234,56 TL", "$1,234.56", or a workbook's number. More than two
 * decimals is not an amount a bank books: null.
 */
export function readAmount(cell: Cell): { amount: string; currency: string | null } | null {
  if (typeof cell === "number") {
    // A workbook's number has a dot and no separators: never the thousands guess below ("1.234" stays 1.234).
    const written = String(cell);
    return /^-?\d+(\.\d{1,2})?$/.test(written) ? { amount: centsText(toMicro(written)), currency: null } : null;
  }
  let text = (typeof cell === "string" ? cell : "").replace(/[\s\u00a0\u202f']/g, "").replace(/\u2212/g, "-");
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  let currency: string | null = null;
  const mark = CURRENCY_MARK.exec(text.replace(/^[-+]|-$/g, ""));
  if (mark) {
    const written = (mark[1] ?? mark[2]).toUpperCase();
    currency = CURRENCY_NAMES[written] ?? written;
    text = text.replace(new RegExp(`^([-+]?)${escapeRegExp(mark[0])}|${escapeRegExp(mark[0])}(-?)$`, "i"), "$1$2");
  }
  const sign = /^([-+]?)(\d[\d.,]*?)(-?)$/.exec(text);
  if (!sign) return null;
  if (sign[1] === "-" || sign[3] === "-") negative = !negative;
  const decimal = plainDecimal(sign[2]);
  if (decimal === null || (decimal.split(".")[1] ?? "").length > 2) return null;
  const micro = toMicro(decimal);
  return { amount: centsText(negative ? -micro : micro), currency };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
