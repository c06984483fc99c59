import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { bankAccountList } from "@contract/api/payments/bank-accounts";
import { localeFromPath } from "@contract/locale";
import { BankAccountList } from "~/features/payments/components/bank-account-list";
import { publicPageMeta } from "~/lib/meta";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { env } from "~/server/env.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "bank-accounts"] };

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { STORE_NAME } = env();
  const [t, { data: accounts }] = await Promise.all([
    i18n.getFixedT(request, ["bank-accounts", "common"]),
    api(args)
      .call(bankAccountList)
      .catch((error) => throwRouteError(error, args)),
  ]);
  return data(
    {
      locale: localeFromPath(new URL(request.url).pathname),
      accounts,
      title: t("common:pages.bankAccounts"),
      description: t("metaDescription", { storeName: STORE_NAME }),
    },
    { headers: { "Cache-Control": publicPageCacheControl(request) } },
  );
}

export const headers = passCacheControl;

export default function BankAccountsPage() {
  const { locale, accounts, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("bank-accounts");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{t("intro")}</p>
      <div className="mt-6">
        <BankAccountList accounts={accounts} locale={locale} />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
