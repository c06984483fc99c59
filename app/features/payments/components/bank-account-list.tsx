import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { BankAccount } from "@contract/api/payments/bank-accounts";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { CopyIbanButton } from "./copy-iban-button";

interface BankAccountListProps {
  accounts: readonly BankAccount[];
  locale: Locale;
  /** The level of each card's heading: 2 under the page's title, 3 inside a section of its own (the EFT success page). */
  headingLevel?: 2 | 3;
}

/**
 * The store's bank accounts as cards, one per account; with none, a way to ask for them. Pages that show it load the
 * `bank-accounts` namespace.
 */
export function BankAccountList({ accounts, locale, headingLevel = 2 }: BankAccountListProps) {
  const { t } = useTranslation("bank-accounts");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (accounts.length === 0) {
    return (
      <section aria-labelledby="bank-accounts-empty" className="rounded border border-gray-200 bg-white p-6">
        <Heading id="bank-accounts-empty" className="text-lg font-semibold text-gray-900">
          {t("empty.title")}
        </Heading>
        <p className="mt-1 text-gray-700">{t("empty.text")}</p>
        <Link
          to={pathFor("contact", locale)}
          className="mt-4 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
        >
          {t("empty.contact")}
        </Link>
      </section>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {accounts.map((account) => {
        const headingId = `bank-account-${account.id}`;
        return (
          <li key={account.id}>
            <article aria-labelledby={headingId} className="h-full rounded border border-gray-200 bg-white p-4 shadow-sm">
              <Heading id={headingId} className="flex items-baseline justify-between gap-2 text-lg font-semibold text-gray-900">
                <span>{account.bankName}</span>
                <span className="tabular shrink-0 rounded border border-primary-700 px-1.5 text-sm font-medium text-primary-700">
                  {account.currencyCode}
                </span>
              </Heading>
              <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <dt className="text-gray-600">{t("fields.iban")}</dt>
                  <dd>
                    <span className="font-part tabular select-all break-words text-base text-gray-900 md:text-lg">{account.iban}</span>
                    <CopyIbanButton iban={account.iban} describedBy={headingId} />
                  </dd>
                </div>
                <div>
                  <dt className="text-gray-600">{t("fields.holder")}</dt>
                  <dd className="text-gray-900">{account.holder}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">{t("fields.branch")}</dt>
                  <dd className="text-gray-900">{account.branch}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">{t("fields.accountNumber")}</dt>
                  <dd className="font-part tabular text-gray-900">{account.accountNumber}</dd>
                </div>
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
