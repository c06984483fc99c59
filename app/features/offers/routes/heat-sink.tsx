import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { searchHeatSinkProfiles } from "@contract/api/offers/heat-sink-operations";
import { pathFor } from "@contract/paths";
import { HeatSinkProfileTable } from "~/features/offers/components/heat-sink-profile-table";
import { publicPageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { isGuest } from "~/server/auth.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "heat-sinks"] };

export async function loader(args: LoaderFunctionArgs) {
  const t = await i18n.getFixedT(args.request, "heat-sinks");
  const [profiles, guest] = await Promise.all([api(args).call(searchHeatSinkProfiles, { body: {} }), isGuest(args)]);
  return data({
    title: t("landing.title"),
    description: t("landing.metaDescription"),
    guest,
    profiles: profiles.data.items,
  });
}

/** The aluminium heat-sink profiles of the catalog with their dimensions and thermal resistance, each with its quote link. */
export default function HeatSinkPage() {
  const { title, guest, profiles } = useLoaderData<typeof loader>();
  const { t } = useTranslation("heat-sinks");
  const locale = usePageLocale();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">{t("landing.intro")}</p>
      <p className="mt-6 flex flex-wrap items-center gap-4">
        <Link
          to={pathFor("heatSinkOffer", locale)}
          className="rounded bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-700"
        >
          {t("landing.cta")}
        </Link>
        {!guest && (
          <Link to={pathFor("heatSinkRequests", locale)} className="font-semibold text-primary-700 underline">
            {t("landing.requestsLink")}
          </Link>
        )}
      </p>
      <section aria-labelledby="heat-sink-profiles" className="mt-10">
        <h2 id="heat-sink-profiles" className="mb-3 text-xl font-semibold text-gray-900">
          {t("landing.tableTitle")}
        </h2>
        {profiles.length === 0 ? (
          <p className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">{t("landing.empty")}</p>
        ) : (
          <>
            <HeatSinkProfileTable locale={locale} profiles={profiles} />
            <p className="mt-3 text-sm text-gray-600">{t("landing.rthNote")}</p>
          </>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
