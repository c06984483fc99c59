import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getProductRequest } from "@contract/api/offers/product-request-operations";
import { productRequestDetailQuery, productRequestNumber } from "@contract/api/offers/product-request-schemas";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { RequestOffers } from "~/features/offers/components/request-offers";
import { RequestReplies } from "~/features/offers/components/request-replies";
import { loadRequestOffers, requestOffersAction, type RequestOfferAnswer } from "~/features/offers/request-offers.server";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatQuantity, formatUnitPrice } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "account", "product-requests", "offers"] };

export const headers = passCacheControl;

/**
 * One price and stock request at `/{id}/{userId}`: the API shows it to its owner or the owner's company administrator
 * only; anyone else, and an address not of that shape, gets the 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const query = productRequestDetailQuery.safeParse({ userId: args.params.userId });
  if (!query.success) throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const request = await dashboardGet(args, getProductRequest, { params: { id: Number(args.params.id) }, query: query.data });
  const offers = await loadRequestOffers(args, "product", request.id);
  const t = await i18n.getFixedT(args.request, "product-requests");
  return data({ title: t("detail.title", { number: productRequestNumber(request.id) }), request, offers }, { headers: PRIVATE_HEADERS });
}

/** The offers' accept and decline forms (docs/decisions/046-offers.md). */
export const action = (args: ActionFunctionArgs) => requestOffersAction(args);

export default function PriceStockRequestPage() {
  const { title, request, offers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as RequestOfferAnswer | undefined;
  const { t } = useTranslation("product-requests");
  const locale = usePageLocale();
  const { contact } = request;
  const rows: Array<[label: string, value: string | null]> = [
    [t("list.sku"), request.sku],
    [t("list.quantity"), formatQuantity(request.quantity, locale)],
    [
      t("list.targetPrice"),
      request.targetPrice === null ? null : formatUnitPrice(request.targetPrice, locale, request.targetCurrency ?? undefined),
    ],
    [t("list.neededBy"), formatDate(request.neededBy, locale)],
    [t("detail.note"), request.note],
    [
      t("detail.contact"),
      [
        `${contact.name} ${contact.lastName}`,
        contact.companyName,
        contact.email,
        contact.phone && [contact.phoneCountryCode, contact.phone].filter(Boolean).join(" "),
      ]
        .filter(Boolean)
        .join(" · "),
    ],
  ];
  return (
    <DashboardShell title={title} intro={`${formatDateTime(request.createdAt, locale)} · ${t(`status.${request.status}`)}`}>
      <Link to={pathFor("priceStockRequests", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded border border-gray-200 bg-white p-6 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{value ?? t("detail.none")}</dd>
          </div>
        ))}
      </dl>
      <RequestOffers offers={offers} locale={locale} answer={answer} />
      <RequestReplies
        replies={request.replies}
        locale={locale}
        title={t("detail.replies")}
        answeredAt={(at) => t("detail.replyAt", { at })}
      />
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
