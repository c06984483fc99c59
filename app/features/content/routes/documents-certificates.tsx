import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listCertificates, type Certificate } from "@contract/api/content/library";
import { localeFromPath, type Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { pathFor } from "@contract/paths";
import { formatDate } from "~/lib/dates";
import { formatFileSize } from "~/lib/format";
import { publicPageMeta } from "~/lib/meta";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { env } from "~/server/env.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "content-library"] };

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { STORE_NAME } = env();
  const [t, { data: certificates }] = await Promise.all([
    i18n.getFixedT(request, ["content-library", "common"]),
    api(args)
      .call(listCertificates)
      .catch((error) => throwRouteError(error, args)),
  ]);
  return data(
    {
      locale: localeFromPath(new URL(request.url).pathname),
      certificates,
      title: t("common:pages.documentsCertificates"),
      description: t("certificates.metaDescription", { storeName: STORE_NAME }),
    },
    { headers: { "Cache-Control": publicPageCacheControl(request) } },
  );
}

export const headers = passCacheControl;

const FILE_ROUTE = RESOURCE_ROUTES.find((route) => route.id === "resource.certificateFile");

/** The link that downloads a certificate's file (features/content/routes/certificate-file.ts), its path from the route table. */
function certificateFilePath(slug: string): string {
  if (!FILE_ROUTE) throw new Error("RESOURCE_ROUTES has no resource.certificateFile");
  return FILE_ROUTE.path.replace(":slug", encodeURIComponent(slug));
}

export default function DocumentsCertificatesPage() {
  const { locale, certificates, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content-library");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{t("certificates.intro")}</p>
      {certificates.length === 0 ? (
        <section className="mt-6 rounded border border-dashed border-gray-400 bg-white p-6">
          <p className="text-gray-700">{t("certificates.empty")}</p>
          <Link
            to={pathFor("contact", locale)}
            className="mt-4 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            {t("certificates.contact")}
          </Link>
        </section>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {certificates.map((certificate) => (
            <li key={certificate.slug}>
              <CertificateCard certificate={certificate} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CertificateCard({ certificate, locale }: { certificate: Certificate; locale: Locale }) {
  const { t } = useTranslation("content-library");
  const headingId = `certificate-${certificate.slug}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {certificate.title}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{certificate.description}</p>
      <dl className="mb-4 mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-gray-600">{t("certificates.issuer")}</dt>
          <dd className="text-gray-900">{certificate.issuer}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("certificates.validUntil")}</dt>
          <dd className="text-gray-900">
            {certificate.validUntil ? (
              <time dateTime={certificate.validUntil}>{formatDate(certificate.validUntil, locale)}</time>
            ) : (
              t("certificates.noEndDate")
            )}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("certificates.file")}</dt>
          <dd className="tabular text-gray-900">{t("certificates.fileDetails", { size: formatFileSize(certificate.byteSize, locale) })}</dd>
        </div>
      </dl>
      {/* A plain link: the browser downloads the file itself (no page change, no script needed). At the card's foot, level across a row. */}
      <a
        href={certificateFilePath(certificate.slug)}
        aria-describedby={headingId}
        className="mt-auto self-start rounded border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
      >
        {t("certificates.download")}
      </a>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
