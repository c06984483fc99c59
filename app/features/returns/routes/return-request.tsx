import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { createReturn, getReturnableOrder, listReturnReasons } from "@contract/api/returns/operations";
import { RETURN_PHOTO_MAX_BYTES } from "@contract/api/returns/values";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { ReturnForm } from "~/features/returns/components/return-form";
import { ReturnRefusal } from "~/features/returns/components/return-refusal";
import { formatDateTime } from "~/lib/dates";
import { RETURN_PHOTO_TOO_LARGE, returnFormSchema, returnRequestBody } from "~/features/returns/forms/returns";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

// "orders": the order's status in words when it cannot be returned.
export const handle = { i18n: ["common", "account", "orders", "returns"] };

export const headers = passCacheControl;

/** What of the order `:id` may go back, and the reasons offered; another's order, or no order, is the 404 page. */
async function readChoices(args: RouteArgs & { params: { id?: string } }) {
  const [order, reasons] = await Promise.all([
    dashboardGet(args, getReturnableOrder, { params: { orderNumber: args.params.id ?? "" } }),
    dashboardGet(args, listReturnReasons),
  ]);
  return { order, reasons: reasons.items };
}

export async function loader(args: LoaderFunctionArgs) {
  const { order, reasons } = await readChoices(args);
  const t = await i18n.getFixedT(args.request, "returns");
  return data({ title: t("request.title", { orderNumber: order.orderNumber }), order, reasons }, { headers: PRIVATE_HEADERS });
}

/**
 * Sends the request to the API as multipart (the photo, when one was chosen), then to the return's status page. The
 * form's mistakes and the API's field errors come back next to their fields with the typed values; a photo cannot
 * come back, so the page says which one to choose again.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { order, reasons } = await readChoices(args);
  const formData = await readForm(request, { maxBytes: RETURN_PHOTO_MAX_BYTES, tooLargeMarker: RETURN_PHOTO_TOO_LARGE });
  const submission = parseWithZod(formData, { schema: returnFormSchema(reasons, order) });
  const chosen = formData.get("photo");
  const photoName = chosen instanceof File && chosen.size > 0 ? chosen.name : null;
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) => ({
    result: submission.reply({ ...options, hideFields: ["photo"] }),
    photoName,
  });
  if (submission.status !== "success") return data(reply(), { status: 400 });

  const { body, fieldOf } = returnRequestBody(order.orderNumber, submission.value);
  try {
    const { data: created } = await api(args).call(createReturn, { body });
    const t = await i18n.getFixedT(request, "returns");
    const statusPath = pathFor("returnStatus", localeFromPath(new URL(request.url).pathname), {}, { number: created.returnNumber });
    return redirectWithToast(statusPath, { type: "success", title: t("request.done", { returnNumber: created.returnNumber }) });
  } catch (error) {
    return formFailure(args, error, reply, fieldOf);
  }
}

/** A refusal of the whole request (409: delivered too long ago, changed meanwhile) reads the order again, as a reload would. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export default function ReturnRequestPage() {
  const { title, order, reasons } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("returns");
  const locale = usePageLocale();
  const until = formatDateTime(order.returnableUntil, locale);

  return (
    <DashboardShell title={title} intro={order.refusal ? undefined : t("request.intro")}>
      <Link to={pathFor("orderDetail", locale, { id: order.orderNumber })} className="text-sm font-medium text-primary-700 underline">
        {t("request.backToOrder", { orderNumber: order.orderNumber })}
      </Link>
      <div className="mt-4">
        {order.refusal ? (
          <ReturnRefusal locale={locale} order={order} />
        ) : (
          <>
            {until && <p className="mb-4 text-sm text-gray-700">{t("request.until", { date: until })}</p>}
            <ReturnForm locale={locale} order={order} reasons={reasons} lastResult={answer?.result} photoName={answer?.photoName} />
          </>
        )}
      </div>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
