import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { categoryGroupsByType } from "@contract/api/catalog/browse-operations";
import type { CategoryGroup } from "@contract/api/catalog/browse-schemas";
import type { ContactTopic } from "@contract/api/crm/topic-schemas";
import { localeFromPath, type Locale } from "@contract/locale";
import { matchPage, pathFor, type PageKey } from "@contract/paths";
import { ProductCards } from "~/features/catalog/components/product-cards";
import { RouteLink } from "~/components/route-link";
import { TopicContactForm } from "~/features/services/components/topic-contact-form";
import { publicPageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { isGuest } from "~/server/auth.server";
import { optionalCatalogGet } from "~/features/catalog/catalog.server";
import { topicFormAction } from "~/features/services/contact-topics.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "catalog", "services"] };

/** The three service pages this module serves, each with its contact form's topic. */
const TOPIC_OF_PAGE = { faeAndRd: "fae-rd", pcbProduction: "pcb-assembly", ledLighting: "led-lighting" } as const satisfies Partial<
  Record<PageKey, ContactTopic>
>;
type ServicePage = keyof typeof TOPIC_OF_PAGE;

function servicePageOf(request: Request): ServicePage {
  const key = matchPage(new URL(request.url).pathname)?.key;
  if (!key || !(key in TOPIC_OF_PAGE)) throw new Response(null, { status: 404 });
  return key as ServicePage;
}

/** How many parts of each LED lighting group the page shows: the group's category page has them all. */
const LED_PARTS_PER_GROUP = 4;

export async function loader(args: LoaderFunctionArgs) {
  const page = servicePageOf(args.request);
  const t = await i18n.getFixedT(args.request, "services");
  // The LED lighting page lists the curated groups of its group type; a catalog that cannot answer leaves them out.
  const groups =
    page === "ledLighting"
      ? await optionalCatalogGet(args, categoryGroupsByType, [], {
          params: { code: "led-lighting-page" },
          query: { take: LED_PARTS_PER_GROUP },
        })
      : [];
  return data({
    page,
    title: t(`pages.${page}.title`),
    description: t(`pages.${page}.metaDescription`),
    guest: await isGuest(args),
    groups,
  });
}

export async function action(args: ActionFunctionArgs) {
  const page = servicePageOf(args.request);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  return topicFormAction(args, TOPIC_OF_PAGE[page], pathFor(page, locale));
}

/** A service of the store (FAE and R&D, PCB assembly, LED lighting): what the team does, and its contact form. */
export default function ServicePage() {
  const { page, title, guest, groups } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("services");
  const locale = usePageLocale();
  const services = t(`pages.${page}.services`, { returnObjects: true }) as string[];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <div className="mt-6 grid gap-10 md:grid-cols-[1fr_1.4fr]">
        <div className="space-y-8">
          <p className="text-lg text-gray-700">{t(`pages.${page}.intro`)}</p>
          <section aria-labelledby="service-what">
            <h2 id="service-what" className="text-xl font-semibold text-gray-900">
              {t(`pages.${page}.servicesTitle`)}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800">
              {services.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        </div>
        <TopicContactForm
          topic={TOPIC_OF_PAGE[page]}
          guest={guest}
          title={t(`pages.${page}.formTitle`)}
          submitLabel={t(`pages.${page}.submit`)}
          lastResult={lastResult}
        />
      </div>
      {page === "ledLighting" && <LedCategories locale={locale} groups={groups} />}
    </div>
  );
}

/** The LED lighting page's group type, each group with a few of its parts and a way to the whole category. */
function LedCategories({ locale, groups }: { locale: Locale; groups: CategoryGroup[] }) {
  const { t } = useTranslation("services");
  const withProducts = groups.filter((group) => group.products.length > 0);
  if (withProducts.length === 0) return null;
  const categoryId = withProducts[0].products[0].categoryId;
  return (
    <section aria-labelledby="led-categories" className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="led-categories" className="text-2xl font-semibold text-gray-900">
          {t("pages.ledLighting.categoriesTitle")}
        </h2>
        <RouteLink to={pathFor("category", locale, { id: categoryId })} className="text-sm font-medium text-primary-700 underline">
          {t("pages.ledLighting.allProducts")}
        </RouteLink>
      </div>
      {withProducts.map((group) => (
        <section key={group.id} aria-labelledby={`led-group-${group.id}`} className="mt-6">
          <h3 id={`led-group-${group.id}`} className="text-lg font-semibold text-gray-800">
            {group.name}
          </h3>
          <ProductCards locale={locale} items={group.products} />
        </section>
      ))}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
