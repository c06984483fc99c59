import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnDetail } from "@contract/api/returns/schemas";
import type { ReturnPhotoType } from "@contract/api/returns/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { formatDateTime } from "~/lib/dates";
import { formatQuantity } from "~/lib/format";
import { ReturnStatusBadge } from "./return-status-badge";

const PHOTO_KINDS: Record<ReturnPhotoType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "application/pdf": "PDF",
};

/** The return at a glance: its status, order, when, why, the buyer's words and whether a photo came with it. */
export function ReturnFacts({ locale, detail }: { locale: Locale; detail: ReturnDetail }) {
  const { t } = useTranslation("returns");
  const photo = detail.photo
    ? t("detail.photoSent", {
        kind: PHOTO_KINDS[detail.photo.contentType],
        size: formatQuantity(Math.max(1, Math.ceil(detail.photo.size / 1024)), locale),
      })
    : t("detail.noPhoto");
  const facts: Array<[string, ReactNode]> = [
    [t("detail.status"), <ReturnStatusBadge key="status" status={detail.status} />],
    [
      t("detail.order"),
      <RouteLink
        key="order"
        to={pathFor("orderDetail", locale, { id: detail.orderNumber })}
        className="font-part text-primary-700 underline"
      >
        {detail.orderNumber}
      </RouteLink>,
    ],
    [t("detail.requestedAt"), formatDateTime(detail.createdAt, locale)],
    [t("detail.reason"), detail.reason.name],
    [t("detail.photo"), photo],
  ];
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-700">{label}</dt>
            <dd className="font-medium text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm text-gray-700">{t("detail.description")}</h3>
      <p className="mt-1 whitespace-pre-line text-sm text-gray-900 [overflow-wrap:anywhere]">
        {detail.description ?? t("detail.noDescription")}
      </p>
      <p className="mt-4 text-sm text-gray-700">{t("detail.review")}</p>
    </div>
  );
}
