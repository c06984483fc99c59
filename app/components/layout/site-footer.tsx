import { useTranslation } from "~/lib/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import { FooterNewsletterSignup } from "~/features/newsletter/components/footer-signup";
import type { Locale } from "@contract/locale";
import { pathFor, type StaticPageKey } from "@contract/paths";
import { POLICY_PAGE_KEYS } from "~/features/content/policies";

const COMPANY_PAGE_KEYS = [
  "about",
  "distribution",
  "contact",
  "bankAccounts",
  "documentsCertificates",
  "magazine",
] as const satisfies readonly StaticPageKey[];
/** The services, the BOM tool and the most used calculators (each calculator page lists all eleven). */
const SERVICE_PAGE_KEYS = [
  "pcbOffer",
  "faeAndRd",
  "pcbProduction",
  "ledLighting",
  "bomTool",
  "calcOhmsLaw",
  "calcVoltageDivider",
  "calcCapacitor",
  "calcDbmToWatt",
  "calcTemperature",
] as const satisfies readonly StaticPageKey[];

function FooterLinks({ title, keys, locale }: { title: string; keys: readonly StaticPageKey[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-300">{title}</h2>
      <ul className="space-y-1">
        {keys.map((key) => (
          <li key={key}>
            <RouteLink to={pathFor(key, locale)} className="text-sm text-gray-200 hover:text-white hover:underline">
              {t(`pages.${key}`)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ locale, storeName }: { locale: Locale; storeName: string }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 bg-gray-900 text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterLinks title={t("footer.company")} keys={COMPANY_PAGE_KEYS} locale={locale} />
        <FooterLinks title={t("footer.services")} keys={SERVICE_PAGE_KEYS} locale={locale} />
        <div className="lg:col-span-2">
          <FooterLinks title={t("footer.policies")} keys={POLICY_PAGE_KEYS} locale={locale} />
        </div>
        <div className="sm:col-span-2">
          <FooterNewsletterSignup locale={locale} />
        </div>
      </div>
      <p className="border-t border-gray-800 px-4 py-4 text-center text-xs text-gray-300">
        © {new Date().getFullYear()} {storeName}. {t("footer.rights")}
      </p>
    </footer>
  );
}
