/** A row of a totals box: its label, its amount as shown, and whether it is shown at all (a discount of nothing is not). */
export type TotalsRow = [label: string, value: string, shown: boolean];

/**
 * The rows of a totals box and its total, as the cart and the checkout show them; `totalMark` names the total's
 * element for tests and scripts (`data-cart-total`, `data-checkout-total`).
 */
export function TotalsList({
  rows,
  totalLabel,
  total,
  totalMark,
}: {
  rows: TotalsRow[];
  totalLabel: string;
  total: string;
  totalMark: string;
}) {
  return (
    <dl className="mt-3 space-y-1.5 text-sm">
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-gray-700">{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold">
        <dt>{totalLabel}</dt>
        <dd className="tabular" {...{ [totalMark]: "" }}>
          {total}
        </dd>
      </div>
    </dl>
  );
}
