import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Outbox (no SMTP_URL): written before this resolves. SMTP: handed to the server in the background so a
   * slow relay neither delays the answer nor tells by timing whether an account exists; failures are logged.
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
    async send(mail) {
      transport.sendMail({ from, ...mail }).catch((error: unknown) => log.error({ err: error, to: mail.to }, "mail: SMTP delivery failed"));
    },
    close: () => transport.close(),
  };
}

function outboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
    },
  };
}

async function mailerPlugin(app: FastifyInstance, options: { smtpUrl?: string; from: string }) {
  if (!options.smtpUrl) {
    app.decorate("mailer", outboxMailer(app.db));
    return;
  }
  const mailer = smtpMailer(options.smtpUrl, options.from, app.log);
  app.addHook("onClose", async () => mailer.close());
  app.decorate("mailer", mailer);
}

export default fp(mailerPlugin, { name: "mailer", dependencies: ["db"] });
