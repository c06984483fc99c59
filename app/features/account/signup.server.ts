import type { TFunction } from "~/lib/i18n/translate";
import type { SignupStarted } from "@contract/api/identity/schemas";
import type { Locale } from "@contract/locale";
import { isLocalPath, pathFor } from "@contract/paths";
import { writeAccountFlow } from "./account-flow.server";
import { redirectWithToast } from "~/server/toast.server";

/**
 * After a sign-up or a new code: the code page, told by a signed cookie which e-mail it is about (and where to go
 * once verified, when the sign-up was given a local `redirectTo`).
 */
export async function toCodePage(locale: Locale, started: SignupStarted, t: TFunction, redirectTo?: string) {
  return redirectWithToast(
    pathFor("otp", locale),
    { type: "success", title: t("otp.sent", { email: started.email }) },
    {
      headers: {
        "Set-Cookie": await writeAccountFlow({
          purpose: "signup",
          email: started.email,
          userType: started.userType,
          attempt: started.attempt,
          ...(isLocalPath(redirectTo) ? { redirectTo } : {}),
        }),
      },
    },
  );
}
