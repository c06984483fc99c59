import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Cart } from "@contract/api/carts/schemas";

/**
 * A project's lines in the cart, apart from the normal ones (spec §3: slots by project id), under the project's name
 * and terms (docs/decisions/045-projects.md). `children`: the lines, as the cart page draws every line.
 */
export function ProjectCartSlot({ slot, children }: { slot: Cart["slots"]["projects"][number]; children: ReactNode }) {
  const { t } = useTranslation("projects");
  const headingId = `project-slot-${slot.projectId}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded border border-primary-200 bg-primary-50/40 p-3" data-testid="project-slot">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {t("cartSlot.heading", { name: slot.projectName ?? slot.projectId })}
      </h3>
      {slot.maturityDays !== null && (
        <p className="text-sm text-gray-800">
          {t("cartSlot.terms", { days: t("maturityDays", { count: slot.maturityDays }), code: slot.interestRateCode })}
        </p>
      )}
      <p className="text-xs text-gray-700">{t("cartSlot.note")}</p>
      <ul className="mt-2 border-t border-gray-200">{children}</ul>
    </section>
  );
}
