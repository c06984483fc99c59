import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getReturn } from "@contract/api/returns/operations";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { OrderSection } from "~/features/orders/components/order-section";
import { ReturnFacts } from "~/features/returns/components/return-facts";
import { ReturnLinesTable } from "~/features/returns/components/return-lines-table";
import { ReturnOutcome } from "~/features/returns/components/return-outcome";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "account", "returns"] };

export const headers = passCacheControl;

/**
 * One return request of the signed-in user, named by `?number=` (the spec's path has no place for it). No number, a
 * number of another shape, or another user's return is the 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const returnNumber = new URL(args.request.url).searchParams.get("number") ?? "";
  const detail = await dashboardGet(args, getReturn, { params: { returnNumber } });
  const t = await i18n.getFixedT(args.request, "returns");
  return data({ title: t("detail.title", { returnNumber: detail.returnNumber }), detail }, { headers: PRIVATE_HEADERS });
}

export default function ReturnStatusPage() {
  const { title, detail } = useLoaderData<typeof loader>();
  const { t } = useTranslation("returns");
  const locale = usePageLocale();

  return (
    <DashboardShell title={title}>
      <Link to={pathFor("returns", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      <div className="mt-4 space-y-6">
        <OrderSection id="return-summary" title={t("detail.summary")}>
          <ReturnFacts locale={locale} detail={detail} />
        </OrderSection>
        <OrderSection id="return-outcome" title={t("outcome.title")}>
          <ReturnOutcome locale={locale} detail={detail} />
        </OrderSection>
        <OrderSection id="return-lines" title={t("detail.lines")}>
          <ReturnLinesTable locale={locale} detail={detail} />
        </OrderSection>
      </div>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
