import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getHeatSinkOffer } from "@contract/api/offers/heat-sink-operations";
import { heatSinkOfferDetailQuery, heatSinkRequestNumber } from "@contract/api/offers/heat-sink-schemas";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { RequestOffers } from "~/features/offers/components/request-offers";
import { RequestReplies } from "~/features/offers/components/request-replies";
import { loadRequestOffers, requestOffersAction, type RequestOfferAnswer } from "~/features/offers/request-offers.server";
import { formatDateTime } from "~/lib/dates";
import { formatMeasure, formatQuantity } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "account", "heat-sinks", "offers"] };

export const headers = passCacheControl;

/**
 * One heat-sink request at `/{id}/{userId}`: the API shows it to its owner or the owner's company administrator only;
 * anyone else, and an address not of that shape, gets the 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const query = heatSinkOfferDetailQuery.safeParse({ userId: args.params.userId });
  const id = Number(args.params.id);
  if (!query.success || !Number.isSafeInteger(id) || id < 1) throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const request = await dashboardGet(args, getHeatSinkOffer, { params: { id }, query: query.data });
  const offers = await loadRequestOffers(args, "heat-sink", request.id);
  const t = await i18n.getFixedT(args.request, "heat-sinks");
  return data({ title: t("detail.title", { number: heatSinkRequestNumber(request.id) }), request, offers }, { headers: PRIVATE_HEADERS });
}

/** The offers' accept and decline forms (docs/decisions/046-offers.md). */
export const action = (args: ActionFunctionArgs) => requestOffersAction(args);

/** Facts as a two-column list; a missing value shows a dash. */
function FactList({ rows }: { rows: Array<[label: string, value: string | null]> }) {
  const { t } = useTranslation("heat-sinks");
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{value ?? t("detail.none")}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function HeatSinkRequestPage() {
  const { title, request, offers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as RequestOfferAnswer | undefined;
  const { t } = useTranslation("heat-sinks");
  const locale = usePageLocale();
  const { contact } = request;
  return (
    <DashboardShell title={title} intro={`${formatDateTime(request.createdAt, locale)} · ${t(`status.${request.status}`)}`}>
      <Link to={pathFor("heatSinkRequests", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      <div className="mt-4 space-y-6">
        <section aria-labelledby="heat-sink-bar">
          <h2 id="heat-sink-bar" className="mb-2 text-lg font-semibold text-gray-900">
            {t("detail.barTitle")}
          </h2>
          <FactList
            rows={[
              [t("form.profile"), request.profile],
              [t("form.lengthMm"), formatMeasure(request.lengthMm, locale)],
              [t("form.quantity"), formatQuantity(request.quantity, locale)],
              [t("form.machiningNotes"), request.machiningNotes],
              [t("form.anodizingNotes"), request.anodizingNotes],
            ]}
          />
        </section>
        <section aria-labelledby="heat-sink-contact">
          <h2 id="heat-sink-contact" className="mb-2 text-lg font-semibold text-gray-900">
            {t("detail.contactTitle")}
          </h2>
          <FactList
            rows={[
              [t("detail.name"), `${contact.name} ${contact.lastName}`],
              [t("detail.company"), contact.companyName],
              [t("detail.email"), contact.email],
              [t("detail.phone"), [contact.phoneCountryCode, contact.phone].filter(Boolean).join(" ") || null],
              [t("detail.commercial"), request.isCommercialCommunicationApproved ? t("detail.yes") : t("detail.no")],
            ]}
          />
        </section>
      </div>
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
