import * as z from "zod";
import { staffSignInBody } from "@contract/api/back-office/schemas";
import { overrideRateBody } from "@contract/api/rates/schemas";
import { BULLETIN_CURRENCIES } from "@contract/api/rates/values";
import { otpCodeText } from "@contract/rules";

// The back office's forms: the API's bodies, with what the page adds (docs/decisions/036-staff-accounts.md).

export const staffPasswordForm = staffSignInBody;
export const staffCodeForm = z.object({ code: otpCodeText });

/** A day's override: the API's body and the currency it is for (the path's parameter). */
export const rateOverrideForm = overrideRateBody.and(z.object({ currency: z.enum(BULLETIN_CURRENCIES, { error: "validation.required" }) }));
