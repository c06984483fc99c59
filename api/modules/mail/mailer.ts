import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import { escapeHtml } from "@contract/html";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { sellerFooter } from "../../lib/seller";
import { limitUnprovenMail, type MailLimits } from "./limits";

export interface Mail {
  to: string;
  /**
   * Whether the recipient has proven the address is theirs: a signed-in account's verified e-mail, or the store's own
   * sales address. A mail to an address a visitor typed is limited per address and stopped by the outbound breaker
   * (docs/decisions/029-outbound-mail-limits.md), and carries none of the sender's own text.
   */
  recipientProven: boolean;
  subject: string;
  text: string;
  html: string;
}

/** Whom a mail goes to, as the templates take it. */
export type MailRecipient = Pick<Mail, "to" | "recipientProven">;

export interface Mailer {
  /**
   * Outbox (no SMTP_URL): written before this resolves. SMTP: handed to the server in the background so a
   * slow relay neither delays the answer nor tells by timing whether an account exists; failures are logged.
   * A mail over its limits is dropped and logged, never thrown: the visitor's answer stays the same.
   */
  send(mail: Mail): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      transport
        .sendMail({ from, to, subject, text, html })
        .catch((error: unknown) => log.error({ err: error, to }, "mail: SMTP delivery failed"));
    },
    close: () => transport.close(),
  };
}

function outboxMailer(db: Database): Mailer {
  return {
    async send({ to, subject, text, html }) {
      await db.insert(mailOutbox).values({ to, subject, text, html });
    },
  };
}

/** Every mail ends with the seller's identity (api/lib/seller.ts), the same on each, whoever wrote the mail. */
function withSellerFooter(delivery: Mailer, footer: string): Mailer {
  return {
    send: (mail) =>
      delivery.send({
        ...mail,
        text: `${mail.text}\n\n-- \n${footer}`,
        html: `${mail.html}\n<p style="color:#555;font-size:12px">${escapeHtml(footer)}</p>`,
      }),
  };
}

async function mailerPlugin(app: FastifyInstance, options: { smtpUrl?: string; from: string; limits: MailLimits }) {
  const footer = sellerFooter(app.seller);
  const limited = (delivery: Mailer) => limitUnprovenMail(withSellerFooter(delivery, footer), app.counters, options.limits, app.log);
  if (!options.smtpUrl) {
    app.decorate("mailer", limited(outboxMailer(app.db)));
    return;
  }
  const smtp = smtpMailer(options.smtpUrl, options.from, app.log);
  app.addHook("onClose", async () => smtp.close());
  app.decorate("mailer", limited(smtp));
}

export default fp(mailerPlugin, { name: "mailer", dependencies: ["db", "counters"] });
