import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { DashboardShell } from "~/components/account/dashboard-shell";
import { DeletionPanel, PreferencesForm, RecordedDate, SettingsSection, ToggleForm } from "~/components/account/settings-sections";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { AccountDeletionCheck, AccountSettings, Consents, NotificationPreferences } from "~/lib/account-types";
import {
  commercialMessagesSchema,
  cookieConsentSchema,
  deletionRequestSchema,
  gdprConsentSchema,
  notificationsSchema,
  preferencesSchema,
  type SettingsIntent,
} from "~/lib/forms/settings";
import { localeFromPath } from "@contract/locale";
import { pageTitle } from "~/lib/meta";
import { pathFor, translatePath } from "@contract/paths";
import { usePageLocale } from "~/lib/use-page-locale";
import { api, ApiError, type ApiSuccess } from "~/server/api.server";
import { apiErrorMessage, throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { apiErrorReply } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { lookupList } from "~/server/lookups.server";
import { redirectWithToast } from "~/server/toast.server";
import { readUserSettings, withAccountSettings, writeUserSettings } from "~/server/user-settings.server";

export const handle = { i18n: ["common", "account"] };

const CONFIRM_DELETION_QUERY = "deleteAccount";

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const [settings, consents, notifications, deletion, countries] = await Promise.all([
    dashboardGet<AccountSettings>(args, "identity/users/me/settings"),
    dashboardGet<Consents>(args, "identity/users/me/consents"),
    dashboardGet<NotificationPreferences>(args, "identity/users/me/notification-preferences"),
    dashboardGet<AccountDeletionCheck>(args, "identity/users/me/account-deletion-request/check"),
    lookupList(args, "countries"),
  ]);
  const confirmingDeletion = new URL(args.request.url).searchParams.get(CONFIRM_DELETION_QUERY) === "confirm";
  return data(
    { ...(await dashboardMeta(args.request, "settings.title")), settings, consents, notifications, deletion, countries, confirmingDeletion },
    { headers: PRIVATE_HEADERS },
  );
}

type Args = Pick<ActionFunctionArgs, "request" | "context">;
type Reply = { intent: SettingsIntent | null; error?: string; result?: SubmissionResult<string[]> };

/** Reads one section's form; a tampered form answers 400 with a message in that section. */
async function saveToggles<S extends z.ZodType<Record<string, boolean>>>(args: Args, formData: FormData, schema: S, path: string, intent: SettingsIntent) {
  const t = await i18n.getFixedT(args.request, ["account", "common"]);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data<Reply>({ intent, error: t("settings.invalid") }, { status: 400 });
  await api(args).put(path, submission.value).catch((error) => throwRouteError(error, args));
  return redirectWithToast(new URL(args.request.url).pathname, { type: "success", title: t("settings.saved") });
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  switch (intent) {
    case "preferences":
      return savePreferences(args, formData);
    case "notifications":
      return saveToggles(args, formData, notificationsSchema, "identity/users/me/notification-preferences", intent);
    case "commercial-messages":
      return saveToggles(args, formData, commercialMessagesSchema, "identity/users/me/commercial-messages-consents", intent);
    case "cookies":
      return saveToggles(args, formData, cookieConsentSchema, "identity/users/me/cookie-consents", intent);
    case "gdpr":
      return saveToggles(args, formData, gdprConsentSchema, "identity/users/me/gdpr-consents", intent);
    case "request-deletion":
      return requestDeletion(args, formData);
    case "withdraw-deletion":
      return withdrawDeletion(args);
    default: {
      const t = await i18n.getFixedT(args.request, "account");
      return data<Reply>({ intent: null, error: t("settings.invalid") }, { status: 400 });
    }
  }
}

/** Saved at the API and in the settings cookie; a new language moves the user to this page in that language. */
async function savePreferences(args: Args, formData: FormData) {
  const { request } = args;
  const { pathname } = new URL(request.url);
  const submission = parseWithZod(formData, { schema: preferencesSchema });
  if (submission.status !== "success") {
    const t = await i18n.getFixedT(request, "account");
    return data<Reply>({ intent: "preferences", error: t("settings.invalid") }, { status: 400 });
  }
  const { data: saved } = await api(args)
    .put<ApiSuccess<AccountSettings>>("identity/users/me/settings", submission.value)
    .catch((error) => throwRouteError(error, args));
  const cookie = await writeUserSettings(withAccountSettings(await readUserSettings(request, localeFromPath(pathname)), saved));
  const t = await i18n.getFixedT(saved.languageCode, "account");
  return redirectWithToast(translatePath(pathname, saved.languageCode), { type: "success", title: t("settings.saved") }, { headers: { "Set-Cookie": cookie } });
}

async function requestDeletion(args: Args, formData: FormData) {
  const { request } = args;
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const submission = parseWithZod(formData, { schema: deletionRequestSchema });
  if (submission.status !== "success") return data<Reply>({ intent: "request-deletion", result: submission.reply() }, { status: 400 });
  try {
    await api(args).post("identity/users/me/account-deletion-request", { password: submission.value.password, reason: submission.value.reason });
  } catch (error) {
    // A wrong password goes next to its field; a 409 (blocked or already pending) is said above the button.
    if (error instanceof ApiError && error.status !== 400 && error.status !== 409) return throwRouteError(error, args);
    return data<Reply>({ intent: "request-deletion", result: apiErrorReply(error, submission.reply, apiErrorMessage(error, t)) }, { status: 400 });
  }
  return redirectWithToast(new URL(request.url).pathname, { type: "success", title: t("settings.deletion.requested") });
}

async function withdrawDeletion(args: Args) {
  const { request } = args;
  const t = await i18n.getFixedT(request, ["account", "common"]);
  try {
    await api(args).delete("identity/users/me/account-deletion-request");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data<Reply>({ intent: "withdraw-deletion", error: apiErrorMessage(error, t) }, { status: 404 });
    return throwRouteError(error, args);
  }
  return redirectWithToast(new URL(request.url).pathname, { type: "success", title: t("settings.deletion.withdrawn") });
}

export default function SettingsPage() {
  const { title, settings, consents, notifications, deletion, countries, confirmingDeletion } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const errorOf = (intent: SettingsIntent) => (reply?.intent === intent ? reply.error : undefined);
  const commercial = consents.commercialMessages;
  const gdpr = consents.gdpr;

  return (
    <DashboardShell title={title} intro={t("settings.intro")}>
      <div className="max-w-3xl space-y-6">
        {reply && !reply.intent && reply.error && (
          <p role="alert" className="rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-800">
            {reply.error}
          </p>
        )}
        <SettingsSection id="settings-preferences" title={t("settings.preferences")} intro={t("settings.preferencesIntro")} error={errorOf("preferences")}>
          <PreferencesForm settings={settings} countries={countries} />
        </SettingsSection>

        <SettingsSection id="settings-notifications" title={t("settings.notifications")} error={errorOf("notifications")}>
          <ToggleForm
            intent="notifications"
            legend={t("settings.notificationsLegend")}
            values={{ ...notifications }}
            options={(["orderUpdates", "offerUpdates", "stockAlerts", "priceAlerts", "newsletter"] as const).map((name) => ({ name, label: t(`settings.notify.${name}`) }))}
            submitLabel={t("settings.saveNotifications")}
          />
        </SettingsSection>

        <SettingsSection id="settings-consents" title={t("settings.consents")} intro={t("settings.consentsIntro")} error={errorOf("commercial-messages") ?? errorOf("cookies") ?? errorOf("gdpr")}>
          <div className="space-y-6">
            <ToggleForm
              intent="commercial-messages"
              legend={t("settings.commercial.legend")}
              values={{ email: commercial.email, sms: commercial.sms, phone: commercial.phone }}
              options={(["email", "sms", "phone"] as const).map((name) => ({ name, label: t(`settings.commercial.${name}`) }))}
              submitLabel={t("settings.commercial.save")}
              footer={<RecordedDate label={t("settings.lastChanged")} value={commercial.updatedAt} />}
            />
            <ToggleForm
              intent="cookies"
              legend={t("settings.cookies.legend")}
              values={{ analytics: consents.cookies.analytics, marketing: consents.cookies.marketing }}
              options={(["analytics", "marketing"] as const).map((name) => ({ name, label: t(`settings.cookies.${name}`) }))}
              submitLabel={t("settings.cookies.save")}
              footer={<RecordedDate label={t("settings.lastChanged")} value={consents.cookies.updatedAt} />}
            />
            <ToggleForm
              intent="gdpr"
              legend={t("settings.gdpr.legend")}
              values={{ explicitConsent: gdpr.explicitConsent.accepted, transferAbroad: gdpr.transferAbroad.accepted }}
              options={(["explicitConsent", "transferAbroad"] as const).map((name) => ({ name, label: t(`settings.gdpr.${name}`) }))}
              submitLabel={t("settings.gdpr.save")}
              footer={
                <div className="space-y-0.5">
                  <RecordedDate label={t("settings.gdpr.explicitConsentDate")} value={gdpr.explicitConsent.updatedAt} />
                  <RecordedDate label={t("settings.gdpr.transferAbroadDate")} value={gdpr.transferAbroad.updatedAt} />
                  <RecordedDate label={t("settings.gdpr.membershipAccepted")} value={gdpr.membershipAgreementAcceptedAt} />
                  <RecordedDate label={t("settings.gdpr.kvkkAccepted")} value={gdpr.kvkkAcceptedAt} />
                </div>
              }
            />
          </div>
        </SettingsSection>

        <SettingsSection id="settings-deletion" title={t("settings.deletion.title")} intro={t("settings.deletion.intro")} error={errorOf("withdraw-deletion")}>
          <DeletionPanel
            check={deletion}
            confirming={confirmingDeletion || reply?.intent === "request-deletion"}
            confirmHref={pathFor("settings", locale, {}, { [CONFIRM_DELETION_QUERY]: "confirm" })}
            cancelHref={pathFor("settings", locale)}
            lastResult={reply?.intent === "request-deletion" ? reply.result : undefined}
          />
        </SettingsSection>
      </div>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [{ title: pageTitle(loaderData?.title, loaderData?.storeName) }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
