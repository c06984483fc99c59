import { useTranslation } from "~/lib/i18n/use-translation";
import type { HeatSinkProfile } from "@contract/api/offers/heat-sink-schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatMeasure } from "~/lib/format";

/** The catalog's heat-sink profiles: a table from md up, a card per profile on phones, each with its quote link. */
export function HeatSinkProfileTable({ locale, profiles }: { locale: Locale; profiles: HeatSinkProfile[] }) {
  const { t } = useTranslation("heat-sinks");
  const millimetres = (value: number) => `${formatMeasure(value, locale)} mm`;
  const columns: Array<ListColumn<HeatSinkProfile>> = [
    {
      key: "profile",
      label: t("landing.profile"),
      cell: (row) => <span className="part-number font-semibold text-gray-900">{row.profile}</span>,
    },
    { key: "manufacturer", label: t("landing.manufacturer"), cell: (row) => row.manufacturer.name },
    { key: "width", label: t("landing.width"), numeric: true, cell: (row) => millimetres(row.widthMm) },
    { key: "height", label: t("landing.height"), numeric: true, cell: (row) => millimetres(row.heightMm) },
    {
      key: "lengths",
      label: t("landing.lengths"),
      cell: (row) => (
        <ul className="tabular grid grid-cols-2 gap-x-4 text-xs sm:grid-cols-3">
          {row.lengths.map((length) => (
            <li key={length.lengthMm} className="whitespace-nowrap">
              {t("landing.lengthRth", {
                length: formatMeasure(length.lengthMm, locale),
                rth: formatMeasure(length.thermalResistance, locale),
              })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "actions",
      label: t("landing.actions"),
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <RouteLink
            to={pathFor("heatSinkOffer", locale, {}, { profile: row.profile })}
            className="whitespace-nowrap font-semibold text-primary-700 underline"
          >
            {t("landing.requestQuote", { profile: row.profile })}
          </RouteLink>
          <RouteLink
            to={pathFor("productList", locale, { name: row.productList.name }, { search: row.productList.search })}
            className="whitespace-nowrap text-sm text-primary-700 underline"
          >
            {t("landing.parts", { profile: row.profile })}
          </RouteLink>
        </span>
      ),
    },
  ];
  return (
    <ListTable
      caption={t("landing.caption")}
      columns={columns}
      rows={profiles}
      rowKey={(row) => `${row.profile}-${row.manufacturer.slug}`}
    />
  );
}
