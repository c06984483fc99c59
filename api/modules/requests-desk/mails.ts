import { pathFor } from "@contract/paths";
import type { RequestCase } from "@contract/api/requests-desk/schemas";
import { text } from "../../lib/messages";
import type { Mail } from "../mail/mailer";
import { greeting, render } from "../mail/templates";
import type { OrderMailSettings } from "../orders/mails";

/** The customer's page of a request, for a requester who was signed in (a guest and a contact form have none). */
function requestPage(request: RequestCase): string | null {
  const { content, userId, requestRef, locale } = request;
  if (!userId) return null;
  const id = requestRef;
  switch (content.kind) {
    case "pcb":
      return pathFor("pcbStencilRequest", locale, { id, type: content.type, userId });
    case "heat-sink":
      return pathFor("heatSinkRequest", locale, { id, userId });
    case "product":
      return pathFor("priceStockRequest", locale, { id, userId });
    case "contact":
      return null;
    case "bom":
      return pathFor("bomRequest", locale, { id, userId });
  }
}

/**
 * A staff member's reply to a request, in the request's language. The address is the one the request gave: a staff
 * member chose to write to it and the words are the store's, so it is not limited as a visitor-triggered mail is
 * (docs/decisions/029-outbound-mail-limits.md).
 */
export function requestReplyMail(request: RequestCase, body: string, settings: OrderMailSettings): Mail {
  const { locale } = request;
  const page = requestPage(request);
  return render(
    { to: request.contact.email, recipientProven: true },
    text("requestsDesk.replySubject", locale, { store: settings.storeName, number: request.number }),
    settings.storeName,
    {
      greeting: greeting(locale, request.contact.name),
      lines: [text("requestsDesk.replyIntro", locale, { number: request.number }), ...body.split(/\r?\n/)],
      ...(page && { link: { label: text("requestsDesk.replyFollow", locale), url: new URL(page, settings.storefrontUrl).toString() } }),
    },
  );
}
