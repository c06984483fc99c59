import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type * as z from "zod";
import {
  accountDeletionCheck,
  accountSettings,
  notificationPreferences,
  requestAccountDeletion,
  updateAccountSettings,
  updateCommercialMessagesConsent,
  updateCookieConsent,
  updateGdprConsent,
  updateNotificationPreferences,
  userConsents,
  withdrawAccountDeletion,
} from "@contract/api/accounts/operations";
import { accountSettingsBody } from "@contract/api/accounts/schemas";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { DeletionPanel, PreferencesForm, RecordedDate, SettingsSection, ToggleForm } from "~/features/account/components/settings-sections";
import {
  commercialMessagesSchema,
  cookieConsentSchema,
  deletionRequestSchema,
  gdprConsentSchema,
  notificationsSchema,
  type SettingsIntent,
} from "~/features/account/forms/settings";
import { localeFromPath } from "@contract/locale";
import { titleMeta } from "~/lib/meta";
import { pathFor, translatePath } from "@contract/paths";
import { usePageLocale } from "~/lib/use-page-locale";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure, throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { lookupList } from "~/features/account/lookups.server";
import { reloadIntoOtherLanguage } from "~/server/language-redirect.server";
import { redirectWithToast } from "~/server/toast.server";
import { readUserSettings, withAccountSettings, writeUserSettings } from "~/server/user-settings.server";

export const handle = { i18n: ["common", "account"] };

export const headers = passCacheControl;

const CONFIRM_DELETION_QUERY = "deleteAccount";

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const [settings, consents, notifications, deletion, countries] = await Promise.all([
    dashboardGet(args, accountSettings),
    dashboardGet(args, userConsents),
    dashboardGet(args, notificationPreferences),
    dashboardGet(args, accountDeletionCheck),
    lookupList(args, "countries"),
  ]);
  const confirmingDeletion = new URL(args.request.url).searchParams.get(CONFIRM_DELETION_QUERY) === "confirm";
  return data(
    {
      ...(await dashboardMeta(args.request, "settings.title")),
      settings,
      consents,
      notifications,
      deletion,
      countries,
      confirmingDeletion,
    },
    { headers: PRIVATE_HEADERS },
  );
}

type Reply = { intent: SettingsIntent | null; error?: string; result?: SubmissionResult<string[]> };

/** Reads one section's form and sends it; a tampered form answers 400 with a message in that section. */
async function saveToggles<S extends z.ZodType<Record<string, boolean>>>(
  args: RouteArgs,
  formData: FormData,
  intent: SettingsIntent,
  schema: S,
  send: (body: z.output<S>) => Promise<unknown>,
) {
  const t = await i18n.getFixedT(args.request, ["account", "common"]);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data<Reply>({ intent, error: t("settings.invalid") }, { status: 400 });
  await send(submission.value).catch((error) => throwRouteError(error, args));
  return redirectWithToast(new URL(args.request.url).pathname, { type: "success", title: t("settings.saved") });
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  const call = api(args).call;
  switch (intent) {
    case "preferences":
      return savePreferences(args, formData);
    case "notifications":
      return saveToggles(args, formData, intent, notificationsSchema, (body) => call(updateNotificationPreferences, { body }));
    case "commercial-messages":
      return saveToggles(args, formData, intent, commercialMessagesSchema, (body) => call(updateCommercialMessagesConsent, { body }));
    case "cookies":
      return saveToggles(args, formData, intent, cookieConsentSchema, (body) => call(updateCookieConsent, { body }));
    case "gdpr":
      return saveToggles(args, formData, intent, gdprConsentSchema, (body) => call(updateGdprConsent, { body }));
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
async function savePreferences(args: RouteArgs, formData: FormData) {
  const { request } = args;
  const { pathname } = new URL(request.url);
  const submission = parseWithZod(formData, { schema: accountSettingsBody });
  if (submission.status !== "success") {
    const t = await i18n.getFixedT(request, "account");
    return data<Reply>({ intent: "preferences", error: t("settings.invalid") }, { status: 400 });
  }
  const { data: saved } = await api(args)
    .call(updateAccountSettings, { body: submission.value })
    .catch((error) => throwRouteError(error, args));
  const cookie = await writeUserSettings(withAccountSettings(await readUserSettings(request, localeFromPath(pathname)), saved));
  const t = await i18n.getFixedT(saved.languageCode, "account");
  const target = translatePath(pathname, saved.languageCode);
  const headers = reloadIntoOtherLanguage(new Headers({ "Set-Cookie": cookie }), target, localeFromPath(pathname));
  return redirectWithToast(target, { type: "success", title: t("settings.saved") }, { headers });
}

/** A wrong password goes next to its field; a 409 (blocked or already pending) is said above the button. */
async function requestDeletion(args: RouteArgs, formData: FormData) {
  const { request } = args;
  const t = await i18n.getFixedT(request, ["account", "common"]);
  const submission = parseWithZod(formData, { schema: deletionRequestSchema });
  if (submission.status !== "success") return data<Reply>({ intent: "request-deletion", result: submission.reply() }, { status: 400 });
  const { password, reason } = submission.value;
  try {
    await api(args).call(requestAccountDeletion, { body: { password, reason } });
  } catch (error) {
    return formFailure(args, error, (reply): Reply => ({ intent: "request-deletion", result: submission.reply(reply) }));
  }
  return redirectWithToast(new URL(request.url).pathname, { type: "success", title: t("settings.deletion.requested") });
}

/** Nothing left to withdraw (another tab did) is said in the section. */
async function withdrawDeletion(args: RouteArgs) {
  const { request } = args;
  const t = await i18n.getFixedT(request, ["account", "common"]);
  try {
    await api(args).call(withdrawAccountDeletion);
  } catch (error) {
    return formFailure(args, error, ({ formErrors }): Reply => ({ intent: "withdraw-deletion", error: formErrors?.[0] }), {
      formStatuses: [404],
    });
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
        <SettingsSection
          id="settings-preferences"
          title={t("settings.preferences")}
          intro={t("settings.preferencesIntro")}
          error={errorOf("preferences")}
        >
          <PreferencesForm settings={settings} countries={countries} />
        </SettingsSection>

        <SettingsSection id="settings-notifications" title={t("settings.notifications")} error={errorOf("notifications")}>
          <ToggleForm
            intent="notifications"
            legend={t("settings.notificationsLegend")}
            values={{ ...notifications }}
            options={(["orderUpdates", "offerUpdates", "stockAlerts", "priceAlerts", "newsletter"] as const).map((name) => ({
              name,
              label: t(`settings.notify.${name}`),
            }))}
            submitLabel={t("settings.saveNotifications")}
          />
        </SettingsSection>

        <SettingsSection
          id="settings-consents"
          title={t("settings.consents")}
          intro={t("settings.consentsIntro")}
          error={errorOf("commercial-messages") ?? errorOf("cookies") ?? errorOf("gdpr")}
        >
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

        <SettingsSection
          id="settings-deletion"
          title={t("settings.deletion.title")}
          intro={t("settings.deletion.intro")}
          error={errorOf("withdraw-deletion")}
        >
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

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
