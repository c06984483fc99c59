import { Link, useLocation } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

/** "Add to compare" as a POST form to the compare page's action; it comes back here with a message. */
export function CompareButton({ locale, variantId, listed }: { locale: Locale; variantId: number; listed: boolean }) {
  const { t } = useTranslation("catalog");
  const { pathname, search } = useLocation();
  if (listed) {
    return (
      <Link
        to={pathFor("compareProducts", locale)}
        className="inline-block rounded border border-primary-700 px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-primary-50"
      >
        <span aria-hidden="true">✓ </span>
        {t("compare.inList")}
      </Link>
    );
  }
  return (
    <Form method="post" action={pathFor("compareProducts", locale)}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        className="rounded border border-primary-700 px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-primary-50"
      >
        {t("compare.add")}
      </button>
    </Form>
  );
}
