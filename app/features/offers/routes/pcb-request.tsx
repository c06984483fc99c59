import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getPcbOffer } from "@contract/api/offers/pcb-operations";
import { pcbOfferDetailQuery } from "@contract/api/offers/pcb-schemas";
import { pcbRequestNumber } from "@contract/api/offers/pcb-values";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { PcbEstimateSummary } from "~/features/offers/components/pcb-estimate-summary";
import { PcbRequestFacts } from "~/features/offers/components/pcb-request-facts";
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

export const handle = { i18n: ["common", "account", "offers"] };

export const headers = passCacheControl;

/**
 * One PCB and stencil request at `/{id}/{type}/{userId}`: the API shows it to its owner or the owner's company
 * administrator only; anyone else, and an address not of that shape, gets the 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const query = pcbOfferDetailQuery.safeParse({ type: args.params.type, userId: args.params.userId });
  if (!query.success) throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const request = await dashboardGet(args, getPcbOffer, { params: { id: Number(args.params.id) }, query: query.data });
  const offers = await loadRequestOffers(args, "pcb", request.id);
  const t = await i18n.getFixedT(args.request, "offers");
  return data({ title: t("pcb.detail.title", { number: pcbRequestNumber(request.id) }), request, offers }, { headers: PRIVATE_HEADERS });
}

/** The offers' accept and decline forms (docs/decisions/046-offers.md). */
export const action = (args: ActionFunctionArgs) => requestOffersAction(args);

export default function PcbRequestPage() {
  const { title, request, offers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as RequestOfferAnswer | undefined;
  const { t } = useTranslation("offers");
  const locale = usePageLocale();
  return (
    <DashboardShell
      title={title}
      intro={`${formatDateTime(request.createdAt, locale)} · ${t(`pcb.fields.offerType.${request.type}`)} · ${t(`pcb.status.${request.status}`)}`}
    >
      <Link to={pathFor("pcbStencilRequests", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("pcb.detail.back")}
      </Link>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
        <PcbRequestFacts request={request} locale={locale} />
        <PcbEstimateSummary estimate={request.estimate} locale={locale} />
      </div>
      <RequestOffers offers={offers} locale={locale} answer={answer} />
      <RequestReplies
        replies={request.replies}
        locale={locale}
        title={t("pcb.detail.replies")}
        answeredAt={(at) => t("pcb.detail.replyAt", { at })}
      />
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
