import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { pathFor } from "@contract/paths";
import { publicPageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { isGuest } from "~/server/auth.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "offers"] };

export async function loader(args: LoaderFunctionArgs) {
  const t = await i18n.getFixedT(args.request, "offers");
  return data({
    title: t("pcb.landing.title"),
    description: t("pcb.landing.metaDescription"),
    guest: await isGuest(args),
  });
}

/** What the store makes to order in PCBs and stencils, how a quote works, and the way to the quote form. */
export default function PcbOfferPage() {
  const { title, guest } = useLoaderData<typeof loader>();
  const { t } = useTranslation("offers");
  const locale = usePageLocale();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-lg text-gray-700">{t("pcb.landing.intro")}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="pcb-what">
          <h2 id="pcb-what" className="text-xl font-semibold text-gray-900">
            {t("pcb.landing.whatTitle")}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800">
            {list("pcb.landing.what").map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="pcb-how">
          <h2 id="pcb-how" className="text-xl font-semibold text-gray-900">
            {t("pcb.landing.howTitle")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-gray-800">
            {list("pcb.landing.how").map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      </div>
      <p className="mt-10 flex flex-wrap items-center gap-4">
        <Link
          to={pathFor("pcbOfferForm", locale)}
          className="rounded bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-700"
        >
          {t("pcb.landing.cta")}
        </Link>
        {!guest && (
          <Link to={pathFor("pcbStencilRequests", locale)} className="font-semibold text-primary-700 underline">
            {t("pcb.landing.requestsLink")}
          </Link>
        )}
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
