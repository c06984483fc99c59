import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { Form } from "~/components/ui/form";
import { HoneypotField } from "~/components/ui/honeypot";
import { NEWSLETTER_INTENTS } from "~/features/newsletter/intents";

/**
 * The footer's newsletter form, on every page: a plain post to the newsletter page, which sends the user back here
 * with a flash, or shows the form again with the mistake next to the field. No form library here: this is in every
 * page's JavaScript (docs/decisions/015-page-javascript-budget.md). The newsletter page's action leaves the analytics
 * event for the page it sends the user back to (server/analytics-flash.server.ts).
 */
export function FooterNewsletterSignup({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="footer-newsletter-title" className="max-w-xl">
      <h2 id="footer-newsletter-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-300">
        {t("footer.newsletterTitle")}
      </h2>
      <p className="mb-3 text-sm text-gray-200">{t("footer.newsletterText")}</p>
      <Form method="post" action={pathFor("emailNewsConfirm", locale)} noValidate className="relative">
        <HoneypotField id="footer-newsletter-hp" />
        <input type="hidden" name="intent" value={NEWSLETTER_INTENTS.subscribe} />
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <label htmlFor="footer-newsletter-email" className="block text-sm text-gray-200">
          {t("footer.newsletterEmail")}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="footer-newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t("footer.newsletterPlaceholder")}
            className="min-w-0 flex-1 rounded border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900"
          />
          <button type="submit" className="rounded bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-700">
            {t("footer.newsletterSubmit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
