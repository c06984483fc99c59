import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { staffHome } from "@contract/api/back-office/operations";
import type { StaffHome } from "@contract/api/back-office/schemas";
import { pathFor } from "@contract/paths";
import { formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { i18n } from "~/server/i18n.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { desksOf, HOME_COUNT_LINKS } from "../desks";
import { requireStaff, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office"] };

export const headers = passCacheControl;

/** The staff home (issue 32 item 10): today's work as counts, each leading to its desk. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "home.view");
  const counts = await staffGet(args, staffHome);
  const t = await i18n.getFixedT(args.request, "back-office");
  return data({ title: t("home.title"), staff, counts }, { headers: PRIVATE_HEADERS });
}

const COUNTS: ReadonlyArray<keyof StaffHome> = [
  "ordersAwaitingPayment",
  "ordersToPrepare",
  "ordersToShip",
  "returnsToDecide",
  "transfersUnmatched",
  "requestsWaiting",
];

export default function StaffHomePage() {
  const { title, staff, counts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("back-office");
  const locale = usePageLocale();
  // The API gives only the counts of the desks the member's permissions open; each links to its desk.
  const shown = COUNTS.filter((name) => counts[name] !== undefined);
  const opened = desksOf(staff.permissions).map((desk) => desk.key);
  return (
    <BackOfficeShell staff={staff} title={title} intro={t("home.intro")}>
      {shown.length === 0 && <p className="text-sm text-gray-700">{t("home.noCounts")}</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((name) => {
          const link = HOME_COUNT_LINKS[name];
          return (
            <li key={name} className="rounded border border-gray-200 bg-white p-4 shadow-sm" data-testid={`count-${name}`}>
              <p className="text-sm text-gray-700">{t(`home.${name}`)}</p>
              <p className="mt-1 text-3xl font-bold tabular-nums text-gray-900">{formatQuantity(counts[name] ?? 0, locale)}</p>
              {link && opened.includes(link.key) && (
                <Link
                  to={`${pathFor(link.key, locale)}?${new URLSearchParams(link.query)}`}
                  className="mt-2 inline-block text-sm text-primary-700 underline"
                >
                  {t("home.open")}
                  <span className="sr-only">: {t(`home.${name}`)}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
