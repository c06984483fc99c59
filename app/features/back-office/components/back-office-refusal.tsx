import { isRouteErrorResponse } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { StaffMember } from "@contract/api/back-office/schemas";
import { BackOfficeShell } from "./back-office-shell";

/** What a back-office page's 403 carries (staff.server.ts `requireStaff`): the member its layout names. */
export interface StaffRefusal {
  staff: StaffMember;
}

/** The staff member a back-office page refused (a 403 carrying them), else null: any other error keeps the store's page. */
export function staffRefusedBy(error: unknown): StaffMember | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const refusal = error.data as Partial<StaffRefusal> | null;
  return refusal?.staff ?? null;
}

/** A staff member's 403: in the back office's layout, its navigation showing the desks they may open instead. */
export function BackOfficeForbidden({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation();
  return (
    <BackOfficeShell staff={staff} title={t("errors.forbidden.title")}>
      <p className="text-gray-700" data-testid="staff-forbidden">
        <span className="tabular font-bold text-primary-800">403</span> {t("errors.forbidden.text")}
      </p>
    </BackOfficeShell>
  );
}
