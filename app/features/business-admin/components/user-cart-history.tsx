import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartChangeEntry } from "@contract/api/carts/user-carts-schemas";
import type { Locale } from "@contract/locale";
import { ListTable } from "~/components/ui/list-table";
import { formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";

/** What the company's administrators changed in a user's cart, newest first: who, when and what, in the page's language. */
export function UserCartHistory({ locale, cartName, changes }: { locale: Locale; cartName: string; changes: CartChangeEntry[] }) {
  const { t } = useTranslation("admin-carts");
  const what = (change: CartChangeEntry) =>
    change.line
      ? t("detail.change.quantity", {
          mpn: change.line.mpn,
          sku: change.line.sku,
          before: formatQuantity(change.line.before, locale),
          after: formatQuantity(change.line.after, locale),
        })
      : t(`detail.change.${change.action}`);
  return (
    <section aria-labelledby="user-cart-history" className="mt-8">
      <h2 id="user-cart-history" className="text-lg font-semibold text-gray-900">
        {t("detail.history")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("detail.historyIntro")}</p>
      {changes.length === 0 ? (
        <p className="mt-3 rounded border border-dashed border-gray-400 bg-white p-4 text-sm text-gray-700">{t("detail.historyNone")}</p>
      ) : (
        <div className="mt-3">
          <ListTable<CartChangeEntry>
            caption={t("detail.historyCaption", { name: cartName })}
            rows={changes}
            rowKey={(change) => change.id}
            columns={[
              {
                key: "when",
                label: t("detail.when"),
                className: "tabular whitespace-nowrap",
                cell: (change) => formatDateTime(change.createdAt, locale),
              },
              { key: "who", label: t("detail.who"), cell: (change) => change.actor?.name ?? t("detail.deletedUser") },
              { key: "what", label: t("detail.what"), cell: what },
            ]}
          />
        </div>
      )}
    </section>
  );
}
