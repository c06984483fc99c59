import { consumerBillingAddressBook } from "../../contract/api/accounts/address-operations";
import { consumerSignUp, verifySignupCode } from "../../contract/api/identity/operations";
import { operationPath } from "../../contract/operation";
import { ANKARA_ADDRESS, VALID_IDENTITY_NUMBER } from "../../tests/support/turkish-address";

// The mixed load's signed-in buyers, made before the clock starts as a buyer makes an account: the API's sign-up,
// the code from the development outbox, and an invoice address (the checkout's address step needs one).

/** An invoice to a person at a place the API's address lookups know. */
const INVOICE_ADDRESS = { title: "Ev", ...ANKARA_ADDRESS, invoiceType: "individual", identityNumber: VALID_IDENTITY_NUMBER };

export interface Buyer {
  email: string;
  password: string;
}

async function call<T>(api: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${api}/v1${path}`, {
    method,
    headers: { "Content-Type": "application/json", "Accept-Language": "en", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function mailedCode(api: string, email: string) {
  const response = await fetch(`${api}/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { items: Array<{ text: string }> } };
  const code = /^\s*(\d{6})\s*$/m.exec(data.items[0]?.text ?? "")?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** A new consumer with an invoice address, signed up from `clientAddress` (the per-address sign-up limit). */
export async function newBuyer(api: string, index: number, clientAddress: string): Promise<Buyer> {
  const email = `load-${Date.now().toString(36)}-${index}@example.com`;
  const password = "Load1234!";
  const from = { "X-Forwarded-For": clientAddress };
  const { attempt } = await call<{ attempt: string }>(
    api,
    "POST",
    consumerSignUp.path,
    {
      firstName: "Yük",
      lastName: "Testi",
      email,
      password,
      isMembershipAgreementAccepted: true,
      isKvkkAccepted: true,
      languageCode: "en",
    },
    from,
  );
  const verified = await call<{ token: { accessToken: string } }>(
    api,
    "POST",
    verifySignupCode.path,
    { email, attempt, code: await mailedCode(api, email) },
    from,
  );
  await call(api, "POST", operationPath(consumerBillingAddressBook.create.path, {}), INVOICE_ADDRESS, {
    Authorization: `Bearer ${verified.token.accessToken}`,
  });
  return { email, password };
}
