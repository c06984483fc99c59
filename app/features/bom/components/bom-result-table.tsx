import { useTranslation } from "~/lib/i18n/use-translation";
import { CUSTOMER_REFERENCE_MAX } from "@contract/api/carts/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { type ListColumn, ListTable } from "~/components/ui/list-table";
import type { BomCartLine } from "~/features/bom/bom-forms";
import { BOM_CART_LINE_FIELD } from "~/features/bom/bom-form-values";
import { type BomPart, type BomResult, type BomResultLine, customerReferenceOf } from "@contract/bom/priced";
import { productPath } from "~/features/catalog/catalog-links";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { formatAmount, formatQuantity, formatUnitPrice } from "~/lib/format";

const cartLineValue = (line: BomResultLine): string =>
  JSON.stringify({
    variantId: line.buy!.variantId,
    quantity: line.buy!.quantity,
    reference: customerReferenceOf(line.cartReferences, CUSTOMER_REFERENCE_MAX),
  } satisfies BomCartLine);

/** What the line is searched by when nothing matched: its part number, else its value and package. */
const searchTerm = ({ line }: BomResultLine) => line.mpn ?? line.customerPartNumber ?? [line.value, line.package].filter(Boolean).join(" ");

function PartLink({ part, locale, sku }: { part: BomPart; locale: Locale; sku?: string }) {
  return (
    <RouteLink to={productPath(locale, { ...part, sku })} className="font-part text-primary-700 underline hover:text-primary-900">
      {part.mpn}
    </RouteLink>
  );
}

function MatchCell({ line, locale }: { line: BomResultLine; locale: Locale }) {
  const { t } = useTranslation("bom");
  const term = searchTerm(line);
  return (
    <div className="min-w-40 space-y-0.5">
      <p className="font-semibold">{t(`result.status.${line.status}`)}</p>
      {line.how && (
        <p className="text-xs text-gray-700">
          {t(`result.how.${line.how}`)} · {t(`result.confidence.${line.confidence}`)}
        </p>
      )}
      {line.reason && line.reason !== "severalParts" && (
        <p className="text-xs text-gray-800">{t(`result.reasons.${line.reason}`, { mpn: line.part?.mpn ?? "" })}</p>
      )}
      {line.status === "unmatched" && term && (
        <RouteLink to={pathFor("productLists", locale, {}, { search: term })} className="text-xs text-primary-700 underline">
          {t("result.search", { term })}
        </RouteLink>
      )}
    </div>
  );
}

function BuyCell({ line, locale }: { line: BomResultLine; locale: Locale }) {
  const { t } = useTranslation("bom");
  const { t: tCatalog } = useTranslation("catalog");
  const { buy } = line;
  if (line.boughtWith !== null) return <span className="text-xs text-gray-700">{t("result.boughtWith", { row: line.boughtWith })}</span>;
  if (!buy) return line.part ? <span className="text-xs text-gray-700">{t("result.notBuyable")}</span> : null;
  const note = buy.boughtUp
    ? t("result.boughtUp", { quantity: formatQuantity(buy.quantity, locale) })
    : buy.reason === "minimumOrder" || buy.reason === "multiple"
      ? t(`result.${buy.reason}`)
      : null;
  return (
    <div className="min-w-36 space-y-0.5">
      <p>
        <span className="tabular font-semibold">{formatQuantity(buy.quantity, locale)}</span> · {packagingLabel(tCatalog, buy.packaging)}
      </p>
      <p className="tabular text-xs text-gray-600">{t("result.needed", { quantity: formatQuantity(line.need, locale) })}</p>
      {line.buysFor.length > 0 && (
        <p className="text-xs text-gray-800">{t("result.buysFor", { count: line.buysFor.length, rows: line.buysFor.join(", ") })}</p>
      )}
      {note && <p className="text-xs text-gray-800">{note}</p>}
      {line.toCart === "always" && <input type="hidden" name={BOM_CART_LINE_FIELD} value={cartLineValue(line)} />}
      {line.toCart === "ticked" && (
        <label className="flex items-center gap-1.5 text-xs">
          <input type="checkbox" name={BOM_CART_LINE_FIELD} value={cartLineValue(line)} />
          {t("result.include")}
        </label>
      )}
    </div>
  );
}

/** The matched and priced lines: a table from md up, a card per line on phones. */
export function BomResultTable({ result, locale }: { result: BomResult; locale: Locale }) {
  const { t } = useTranslation("bom");
  const money = (amount: number) => formatAmount(amount, locale, result.currency);
  const columns: Array<ListColumn<BomResultLine>> = [
    { key: "row", label: t("result.row"), numeric: true, cell: (line) => line.row },
    { key: "references", label: t("result.references"), className: "md:max-w-32 break-words", cell: (line) => line.references.join(", ") },
    {
      key: "said",
      label: t("result.said"),
      cell: ({ line }) => (
        <span className="break-words">
          {[line.mpn, line.customerPartNumber, line.value, line.package, line.manufacturer].filter(Boolean).join(" · ")}
        </span>
      ),
    },
    {
      key: "part",
      label: t("result.part"),
      cell: (line) =>
        line.part ? (
          <div>
            <PartLink part={line.part} locale={locale} sku={line.buy?.sku} />
            <p className="text-xs text-gray-700">{line.part.manufacturer}</p>
          </div>
        ) : (
          <span className="text-gray-600">{t("result.noPart")}</span>
        ),
    },
    { key: "match", label: t("result.match"), cell: (line) => <MatchCell line={line} locale={locale} /> },
    { key: "buy", label: t("result.buy"), cell: (line) => <BuyCell line={line} locale={locale} /> },
    {
      key: "unitPrice",
      label: t("result.unitPrice"),
      numeric: true,
      cell: (line) => (line.buy ? formatUnitPrice(line.buy.unitPrice, locale, result.currency) : ""),
    },
    { key: "lineTotal", label: t("result.lineTotal"), numeric: true, cell: (line) => (line.buy ? money(line.buy.total) : "") },
    {
      key: "alternatives",
      label: t("result.alternatives"),
      cell: (line) =>
        line.alternatives.length > 0 && (
          <ul className="space-y-0.5">
            {line.alternatives.map((part) => (
              <li key={part.mpn}>
                <PartLink part={part} locale={locale} /> <span className="text-xs text-gray-700">{part.manufacturer}</span>
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return <ListTable caption={t("result.caption")} columns={columns} rows={result.lines} rowKey={(line) => line.row} />;
}
