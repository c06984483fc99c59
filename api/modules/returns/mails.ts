import type { ReturnDetail } from "@contract/api/returns/schemas";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Mail } from "../mail/mailer";
import { greeting, render } from "../mail/templates";
import type { OrderMailSettings } from "../orders/mails";

/** The requester's receipt of a return request, in the request's language: what goes back, why, and where to follow it. */
export function returnRequestedMail(
  request: ReturnDetail,
  recipient: { email: string; firstName: string },
  locale: ApiLocale,
  settings: OrderMailSettings,
): Mail {
  const values = { returnNumber: request.returnNumber, orderNumber: request.orderNumber };
  // Only a signed-in user asks for a return, at the account's verified address.
  return render(
    { to: recipient.email, recipientProven: true },
    text("returnMail.subject", locale, { ...values, store: settings.storeName }),
    settings.storeName,
    {
      greeting: greeting(locale, recipient.firstName),
      lines: [
        text("returnMail.received", locale, { ...values, reason: request.reason.name }),
        ...request.lines.map((line) =>
          text("returnMail.lineItem", locale, { quantity: line.quantity, mpn: line.mpn, maker: line.manufacturerName }),
        ),
        text("returnMail.next", locale),
      ],
      link: {
        label: text("returnMail.follow", locale),
        url: new URL(pathFor("returnStatus", locale, {}, { number: request.returnNumber }), settings.storefrontUrl).toString(),
      },
    },
  );
}
