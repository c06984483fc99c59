import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../api/db/schema";
import { post } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestApp;
let server: SMTPServer;
const received: Received[] = [];
let arrived: (mail: Received) => void = () => undefined;

beforeAll(async () => {
  // A local receiver: plain SMTP without authentication or TLS, as a relay on the same host would be.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        arrived(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Devre Test <no-reply@devre.example>" } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("mail over SMTP", () => {
  it("delivers the sign-up code to the SMTP server in the user's language instead of the outbox", async () => {
    const delivered = new Promise<Received>((resolve) => (arrived = resolve));
    const response = await post(
      t.app,
      "/v1/identity/auth/sign-up",
      {
        firstName: "Sam",
        lastName: "Green",
        email: "sam@example.com",
        password: "Password1",
        isMembershipAgreementAccepted: true,
        isKvkkAccepted: true,
        languageCode: "en",
      },
      { "accept-language": "en" },
    );
    expect(response.statusCode).toBe(201);
    const mail = await delivered;
    expect(mail.from).toBe("no-reply@devre.example");
    expect(mail.to).toEqual(["sam@example.com"]);
    expect(mail.raw).toMatch(/Subject: Your Devre Elektronik verification code/);
    expect(mail.raw).toMatch(/\b\d{6}\b/);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
