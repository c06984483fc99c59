import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnableOrder } from "@contract/api/returns/schemas";
import type { Locale } from "@contract/locale";
import { FieldErrors } from "~/components/ui/field-errors";
import { formatQuantity } from "~/lib/format";

type LinesMeta = FieldMetadata<Array<{ lineNumber: number; quantity?: number }>, Record<string, unknown>, string[]>;

/**
 * The order's lines, each with how many were ordered, how many can still go back, and the quantity to return (0
 * leaves the line out): a table from md up, a card per line on phones. The line's number rides along hidden.
 */
export function ReturnLineQuantities({ locale, order, meta }: { locale: Locale; order: ReturnableOrder; meta: LinesMeta }) {
  const { t } = useTranslation("returns");
  const label = { ordered: t("request.ordered"), left: t("request.left"), quantity: t("request.quantity") };
  const heading = "px-1.5 py-2";
  const items = meta.getFieldList();
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-lg font-semibold text-gray-900">{t("request.lines")}</legend>
      <div className="relative mt-2 md:overflow-x-auto">
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">{t("request.linesCaption", { orderNumber: order.orderNumber })}</caption>
          <thead className="hidden border-b-2 border-gray-300 bg-gray-100 text-left text-xs text-gray-700 md:table-header-group">
            <tr>
              <th scope="col" className={heading}>
                {t("request.part")}
              </th>
              <th scope="col" className={`${heading} text-right`}>
                {label.ordered}
              </th>
              <th scope="col" className={`${heading} text-right`}>
                {label.left}
              </th>
              <th scope="col" className={heading}>
                {label.quantity}
              </th>
            </tr>
          </thead>
          <tbody className="block space-y-2 md:table-row-group md:space-y-0">
            {order.lines.map((line, index) => {
              const fields = items[index]?.getFieldset();
              if (!fields) return null;
              const { key: _hiddenKey, ...lineNumber } = getInputProps(fields.lineNumber, { type: "hidden" });
              const { key, ...quantity } = getInputProps(fields.quantity, {
                type: "number",
                ariaDescribedBy: fields.quantity.descriptionId,
              });
              return (
                <tr key={line.lineNumber} className="list-row">
                  <td className="list-cell">
                    <span className="block font-part font-semibold [overflow-wrap:anywhere]">{line.mpn}</span>
                    <span className="block text-xs text-gray-700">{line.manufacturerName}</span>
                    <span className="block text-xs text-gray-700 [overflow-wrap:anywhere]">{line.description}</span>
                  </td>
                  <td className="list-cell tabular md:text-right" data-label={label.ordered}>
                    {formatQuantity(line.ordered, locale)}
                  </td>
                  <td className="list-cell tabular md:text-right" data-label={label.left}>
                    {formatQuantity(line.left, locale)}
                  </td>
                  <td className="list-cell">
                    <input {...lineNumber} />
                    <label htmlFor={fields.quantity.id} className="text-xs text-gray-600 md:sr-only">
                      {t("request.quantityOf", { mpn: line.mpn })}
                    </label>
                    <input
                      key={key}
                      {...quantity}
                      min={0}
                      max={line.left}
                      step={1}
                      inputMode="numeric"
                      className="tabular mt-1 block w-24 rounded border border-gray-400 bg-white px-2 py-1.5 text-right text-gray-900 focus:border-primary-600 aria-[invalid=true]:border-danger-700 md:mt-0"
                    />
                    <p id={fields.quantity.descriptionId} className="mt-0.5 text-xs text-gray-600">
                      {t("request.upTo", { most: formatQuantity(line.left, locale) })}
                    </p>
                    <FieldErrors id={fields.quantity.errorId} errors={fields.quantity.errors} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
