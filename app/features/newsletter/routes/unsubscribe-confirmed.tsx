import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { AuthCard } from "~/features/account/components/auth-card";
import { titleMeta } from "~/lib/meta";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "newsletter"] };

export const headers = passCacheControl;

/** Where the unsubscribe button leads: the same words for everyone, so a shared cache may keep it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18n.getFixedT(request, "newsletter");
  return data(
    { title: t("unsubscribed.title"), locale: localeFromPath(new URL(request.url).pathname) },
    { headers: { "Cache-Control": publicPageCacheControl(request) } },
  );
}

export default function NewsletterUnsubscribedPage() {
  const { title, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("newsletter");
  return (
    <AuthCard title={title} intro={t("unsubscribed.text")}>
      <Link to={pathFor("home", locale)} className="font-semibold text-primary-700 underline">
        {t("unsubscribed.home")}
      </Link>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
