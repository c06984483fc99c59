import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { post } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  // No lock during the measurement: every attempt must reach the password check.
  t = await createTestApp({ config: { LOCKOUT_THRESHOLD: 1000 } });
  await seedDemoAccounts(t.db);
});
afterAll(() => t.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(email: string) {
  const started = process.hrtime.bigint();
  const response = await post(t.app, "/v1/identity/auth/login-email", { email, password: "not-the-password-1" });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  expect(response.statusCode).toBe(401);
  return elapsed;
}

// A security property, not a speed target: without the dummy hash an unknown e-mail answers in ~1 ms and a
// wrong password in tens of ms (argon2id), a gap far outside this factor.
describe("sign-in timing", () => {
  it("takes as long for an unknown e-mail as for a wrong password", async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    await timed(DEMO_ACCOUNTS.consumer.email); // warm-up: the dummy hash and the first argon2 call
    for (let round = 0; round < 15; round++) {
      unknown.push(await timed(`nobody-${round}@demo.devre.example`));
      wrong.push(await timed(DEMO_ACCOUNTS.consumer.email));
    }
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
