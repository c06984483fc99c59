import * as z from "zod";
import { operation } from "../../operation";
import {
  accountDeletionCheckSchema,
  accountDeletionRequestSchema,
  accountSettingsSchema,
  companyProfileSchema,
  consentsSchema,
  currentAccountSchema,
  profileSchema,
  shippingAddressSchema,
} from "./responses";
import {
  accountDeletionBody,
  accountSettingsBody,
  changePasswordBody,
  commercialMessagesConsentBody,
  companyProfileBody,
  cookieConsentBody,
  currentAccountsQuery,
  gdprConsentBody,
  notificationPreferencesSchema,
  profileBody,
} from "./schemas";

// The signed-in user's account (docs/spec.md §7, identity/users/me/*): every operation reads and writes only the
// caller's own rows. The address books are in address-operations.ts.

const me = "/identity/users/me";

export const userProfile = operation({
  method: "GET",
  path: `${me}/profile`,
  summary: "The caller's profile",
  tags: ["accounts"],
  access: "user",
  data: profileSchema,
});

export const updateProfile = operation({
  method: "PUT",
  path: `${me}/profile`,
  summary: "Update the caller's profile",
  tags: ["accounts"],
  access: "user",
  body: profileBody,
  data: profileSchema,
});

export const changePassword = operation({
  method: "PUT",
  path: `${me}/password`,
  summary: "Change the password (every sign-in ends; the caller signs in again)",
  tags: ["accounts"],
  access: "user",
  body: changePasswordBody,
  data: z.null(),
  errors: [429],
});

export const accountSettings = operation({
  method: "GET",
  path: `${me}/settings`,
  summary: "Language, currency and country",
  tags: ["accounts"],
  access: "user",
  data: accountSettingsSchema,
});

export const updateAccountSettings = operation({
  method: "PUT",
  path: `${me}/settings`,
  summary: "Change language, currency and country",
  tags: ["accounts"],
  access: "user",
  body: accountSettingsBody,
  data: accountSettingsSchema,
});

export const userConsents = operation({
  method: "GET",
  path: `${me}/consents`,
  summary: "Commercial message, cookie and GDPR/KVKK consents",
  tags: ["accounts"],
  access: "user",
  data: consentsSchema,
});

export const updateCommercialMessagesConsent = operation({
  method: "PUT",
  path: `${me}/commercial-messages-consents`,
  summary: "Commercial messages consent by channel",
  tags: ["accounts"],
  access: "user",
  body: commercialMessagesConsentBody,
  data: consentsSchema,
});

export const updateCookieConsent = operation({
  method: "PUT",
  path: `${me}/cookie-consents`,
  summary: "Optional cookies consent",
  tags: ["accounts"],
  access: "user",
  body: cookieConsentBody,
  data: consentsSchema,
});

export const updateGdprConsent = operation({
  method: "PUT",
  path: `${me}/gdpr-consents`,
  summary: "Explicit consent and transfer abroad (KVKK)",
  tags: ["accounts"],
  access: "user",
  body: gdprConsentBody,
  data: consentsSchema,
});

export const notificationPreferences = operation({
  method: "GET",
  path: `${me}/notification-preferences`,
  summary: "Notification preferences",
  tags: ["accounts"],
  access: "user",
  data: notificationPreferencesSchema,
});

export const updateNotificationPreferences = operation({
  method: "PUT",
  path: `${me}/notification-preferences`,
  summary: "Change notification preferences",
  tags: ["accounts"],
  access: "user",
  body: notificationPreferencesSchema,
  data: notificationPreferencesSchema,
});

export const accountDeletionCheck = operation({
  method: "GET",
  path: `${me}/account-deletion-request/check`,
  summary: "May the account be deleted?",
  tags: ["accounts"],
  access: "user",
  data: accountDeletionCheckSchema,
});

export const requestAccountDeletion = operation({
  method: "POST",
  path: `${me}/account-deletion-request`,
  summary: "Ask for the account to be deleted",
  tags: ["accounts"],
  access: "user",
  body: accountDeletionBody,
  status: 201,
  data: accountDeletionRequestSchema,
  errors: [409, 429],
});

export const withdrawAccountDeletion = operation({
  method: "DELETE",
  path: `${me}/account-deletion-request`,
  summary: "Withdraw the pending deletion request",
  tags: ["accounts"],
  access: "user",
  data: z.null(),
  errors: [404],
});

export const companyProfile = operation({
  method: "GET",
  path: `${me}/company-profile`,
  summary: "The caller's company",
  tags: ["company"],
  access: "b2b",
  data: companyProfileSchema,
  errors: [404],
});

export const updateCompanyProfile = operation({
  method: "PUT",
  path: `${me}/company-profile`,
  summary: "Edit the company (needs manage-company-profile)",
  tags: ["company"],
  access: "b2b",
  permission: "manage-company-profile",
  body: companyProfileBody,
  data: companyProfileSchema,
  errors: [404],
});

export const openCurrentAccounts = operation({
  method: "GET",
  path: `${me}/business-open-current-accounts`,
  summary: "The company's current accounts with risks (needs view-current-accounts)",
  tags: ["company"],
  access: "b2b",
  permission: "view-current-accounts",
  query: currentAccountsQuery,
  data: z.array(currentAccountSchema),
});

export const defaultShippingAddress = operation({
  method: "GET",
  path: `${me}/shipping-addresses/default`,
  summary: "The default shipping address",
  tags: ["addresses"],
  access: "user",
  data: shippingAddressSchema.nullable(),
});
