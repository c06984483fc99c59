import { useTranslation } from "~/lib/i18n/use-translation";
import type { CustomerCurrentAccount } from "@contract/api/current-account/schemas";
import type { Locale } from "@contract/locale";
import { formatAmount } from "~/lib/format";

/** Each current account's figures: limit, used, available, overdue, risk, maturity and its interest rate. */
export function AccountFigures({ accounts, locale }: { accounts: CustomerCurrentAccount[]; locale: Locale }) {
  const { t } = useTranslation("current-account");
  if (accounts.length === 0) return <p className="mt-2 text-sm text-gray-700">{t("accounts.none")}</p>;
  return (
    <ul className="mt-3 grid gap-4 md:grid-cols-2">
      {accounts.map((account) => {
        const money = (value: string) => formatAmount(value, locale, account.currencyCode);
        const rate = locale === "tr" ? account.maturityInterestRate.replace(".", ",") : account.maturityInterestRate;
        const rows: Array<[string, string]> = [
          [t("accounts.limit"), money(account.creditLimit)],
          [t("accounts.used"), money(account.balance)],
          [t("accounts.available"), money(account.available)],
          [t("accounts.overdue"), money(account.overdue)],
          [t("accounts.risk"), money(account.risk)],
          [t("accounts.maturity"), t("accounts.days", { count: account.maturityDays })],
          [t("accounts.interest"), t("accounts.interestRate", { rate })],
        ];
        return (
          <li key={account.id} className="rounded border border-gray-200 bg-white p-4" data-testid="current-account">
            <h3 className="font-semibold text-gray-900">
              {`${account.code} (${account.currencyCode})`}
              {account.blocked && <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs text-red-800">{t("accounts.blocked")}</span>}
            </h3>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-gray-700">{label}</dt>
                  <dd className="tabular text-right text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
