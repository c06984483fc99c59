import type { FastifyInstance } from "fastify";
import * as accounts from "@contract/api/accounts/operations";
import { accountSettingsBody } from "@contract/api/accounts/schemas";
import { route } from "../../lib/route";
import { addressPlaceFields } from "../lookups/places";
import { currentUser } from "./current-user";
import {
  consentsOf,
  settingsOf,
  updateCommercialMessagesConsent,
  updateCookieConsent,
  updateGdprConsent,
  updateNotificationPreferences,
  updateSettings,
} from "./preference-service";

/** The contract's settings body with the country checked against ISO 3166-1 (the list lives in the API). */
const updateAccountSettings = {
  ...accounts.updateAccountSettings,
  body: accountSettingsBody.extend({ countryCode: addressPlaceFields.countryCode }),
};

/** Settings, consents and notification preferences of the caller (registered inside the signed-in scope). */
export function preferenceRoutes(signedIn: FastifyInstance) {
  const { db } = signedIn;
  const userIdOf = async (request: Parameters<typeof currentUser>[1]) => (await currentUser(db, request)).id;

  route(signedIn, accounts.accountSettings, async (request) => ({ success: true, data: settingsOf(await currentUser(db, request)) }));

  route(signedIn, updateAccountSettings, async (request) => ({
    success: true,
    data: await updateSettings(db, await userIdOf(request), request.body),
  }));

  route(signedIn, accounts.userConsents, async (request) => ({ success: true, data: consentsOf(await currentUser(db, request)) }));

  route(signedIn, accounts.updateCommercialMessagesConsent, async (request) => ({
    success: true,
    data: await updateCommercialMessagesConsent(db, await userIdOf(request), request.body),
  }));

  route(signedIn, accounts.updateCookieConsent, async (request) => ({
    success: true,
    data: await updateCookieConsent(db, await userIdOf(request), request.body),
  }));

  route(signedIn, accounts.updateGdprConsent, async (request) => ({
    success: true,
    data: await updateGdprConsent(db, await currentUser(db, request), request.body),
  }));

  route(signedIn, accounts.notificationPreferences, async (request) => ({
    success: true,
    data: (await currentUser(db, request)).notificationPreferences,
  }));

  route(signedIn, accounts.updateNotificationPreferences, async (request) => ({
    success: true,
    data: await updateNotificationPreferences(db, await userIdOf(request), request.body),
  }));
}
