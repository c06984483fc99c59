import { useTranslation } from "~/lib/i18n/use-translation";
import type { BomRequest, BomRequestLine } from "@contract/api/bom/request-schemas";
import type { Locale } from "@contract/locale";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatPercent, formatQuantity } from "~/lib/format";

/** What the file said of a line: its part number, value, package, maker and the company's number, as given. */
const saidOf = (line: BomRequestLine) =>
  [line.mpn, line.value, line.package, line.manufacturer, line.customerPartNumber].filter(Boolean).join(" · ");

/** A BOM request's lines: a table from md up, cards on phones. */
export function BomRequestLines({ lines, locale }: { lines: BomRequestLine[]; locale: Locale }) {
  const { t } = useTranslation("bom");
  const none = t("requests.lines.none");
  const columns: Array<ListColumn<BomRequestLine>> = [
    { key: "row", label: t("requests.lines.row"), numeric: true, cell: (line) => formatQuantity(line.row, locale) },
    {
      key: "references",
      label: t("requests.lines.references"),
      className: "font-part [overflow-wrap:anywhere]",
      cell: (line) => line.references.join(", ") || none,
    },
    { key: "said", label: t("requests.lines.said"), className: "font-part [overflow-wrap:anywhere]", cell: (line) => saidOf(line) || none },
    { key: "quantity", label: t("requests.lines.quantity"), numeric: true, cell: (line) => formatQuantity(line.quantity, locale) },
    { key: "part", label: t("requests.lines.part"), className: "font-part [overflow-wrap:anywhere]", cell: (line) => line.sku ?? none },
  ];
  return <ListTable caption={t("requests.lines.caption")} columns={columns} rows={lines} rowKey={(line) => line.row} />;
}

type Facts = Pick<BomRequest, "purpose" | "projectName" | "boards" | "sparePercent" | "note" | "lines">;

/**
 * What a BOM request asks, for the customer's request page and the staff's: the purpose, project, boards and spares,
 * the note (and `more` facts the page adds), then the lines under a heading of level `level`.
 */
export function BomRequestFacts({
  request,
  locale,
  more = [],
  level = 2,
}: {
  request: Facts;
  locale: Locale;
  more?: Array<[label: string, value: string | null]>;
  level?: 2 | 3;
}) {
  const { t } = useTranslation("bom");
  const rows: Array<[label: string, value: string | null]> = [
    [t("requests.detail.purpose"), t(`requests.purposes.${request.purpose}`)],
    ...(request.projectName ? [[t("requests.detail.projectName"), request.projectName] as [string, string]] : []),
    [t("requests.detail.boards"), formatQuantity(request.boards, locale)],
    [t("requests.detail.sparePercent"), formatPercent(request.sparePercent, locale)],
    [t("requests.detail.note"), request.note],
    ...more,
  ];
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="bom-request-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{value ?? t("requests.detail.none")}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="bom-request-lines" className="space-y-3">
        <Heading id="bom-request-lines" className="text-lg font-semibold text-gray-900">
          {t("requests.detail.lines")}
        </Heading>
        <BomRequestLines lines={request.lines} locale={locale} />
      </section>
    </div>
  );
}
