import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getBomRequest } from "@contract/api/bom/request-operations";
import { bomRequestDetailQuery, bomRequestNumber } from "@contract/api/bom/request-schemas";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { BomRequestFacts } from "~/features/bom/components/bom-request-lines";
import { RequestOffers } from "~/features/offers/components/request-offers";
import { RequestReplies } from "~/features/offers/components/request-replies";
import { loadRequestOffers, requestOffersAction, type RequestOfferAnswer } from "~/features/offers/request-offers.server";
import { formatDateTime } from "~/lib/dates";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "account", "bom", "offers"] };

export const headers = passCacheControl;

/**
 * One BOM request at `/{id}/{userId}` with its lines, offers and the staff's replies: the API shows it to its owner or
 * the owner's company administrator only; anyone else, and an address not of that shape, gets the 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const query = bomRequestDetailQuery.safeParse({ userId: args.params.userId });
  if (!query.success) throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const request = await dashboardGet(args, getBomRequest, { params: { id: Number(args.params.id) }, query: query.data });
  const offers = await loadRequestOffers(args, "bom", request.id);
  const t = await i18n.getFixedT(args.request, "bom");
  return data(
    { title: t("requests.detail.title", { number: bomRequestNumber(request.id) }), request, offers },
    { headers: PRIVATE_HEADERS },
  );
}

/** The offers' accept and decline forms (docs/decisions/046-offers.md). */
export const action = (args: ActionFunctionArgs) => requestOffersAction(args);

export default function BomRequestPage() {
  const { title, request, offers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as RequestOfferAnswer | undefined;
  const { t } = useTranslation("bom");
  const locale = usePageLocale();
  const { contact } = request;
  const contactText = [
    `${contact.name} ${contact.lastName}`,
    contact.companyName,
    contact.email,
    contact.phone && [contact.phoneCountryCode, contact.phone].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <DashboardShell title={title} intro={`${formatDateTime(request.createdAt, locale)} · ${t(`requests.status.${request.status}`)}`}>
      <Link to={pathFor("bomRequests", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("requests.detail.back")}
      </Link>
      <div className="mt-4 rounded border border-gray-200 bg-white p-6">
        <BomRequestFacts request={request} locale={locale} more={[[t("requests.detail.contact"), contactText]]} />
      </div>
      <RequestOffers offers={offers} locale={locale} answer={answer} />
      <RequestReplies
        replies={request.replies}
        locale={locale}
        title={t("requests.detail.replies")}
        answeredAt={(at) => t("requests.detail.replyAt", { at })}
      />
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
