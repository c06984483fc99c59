import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for iyzico's API (docs/decisions/018-iyzico.md), written from iyzico's documentation, not from the
// adapter: it answers the calls the store makes in their documented shapes, signs its answers as iyzico does
// (HMAC-SHA256 of the documented fields joined by ":"), refuses a request whose IYZWSv2 authorization does not hold,
// keeps the checkout-form tokens it issued, lets a test say how each one's payment ends, and cancels or refunds the
// payments it captured (a cancel only whole and before any refund, refunds up to each item transaction's paid price).

export const STAND_IN_API_KEY = "sandbox-stand-in-api-key";
export const STAND_IN_SECRET_KEY = "sandbox-stand-in-secret-key";

const PATHS = {
  initialize: "/payment/iyzipos/checkoutform/initialize/auth/ecom",
  retrieve: "/payment/iyzipos/checkoutform/auth/ecom/detail",
  installments: "/payment/iyzipos/installment",
  cancel: "/payment/cancel",
  refund: "/payment/refund",
} as const;

/** Per card family, its BIN and the percent each installment count adds (in hundredths of a percent). */
const INSTALLMENT_RATES: Record<string, { bin: string; rates: Record<number, number> }> = {
  Bonus: { bin: "552600", rates: { 1: 0, 2: 250, 3: 400, 6: 750 } },
  World: { bin: "552601", rates: { 1: 0, 2: 300, 3: 380, 6: 800, 9: 1100 } },
};
export const STAND_IN_BINS = { Bonus: INSTALLMENT_RATES.Bonus.bin, World: INSTALLMENT_RATES.World.bin };

type Json = Record<string, unknown>;
/** How a payment ends; `signedWith` signs the answer with another secret key, as a forged answer would be. */
export type Ending = { paymentStatus: "SUCCESS" | "FAILURE"; paidPrice?: number; currency?: string; signedWith?: string };

export interface IyzicoStandIn {
  url: string;
  /** The checkout forms the store asked for, by token, as they were posted. */
  forms: Map<string, Json>;
  /** How many requests each call received, refused ones included. */
  calls: Record<keyof typeof PATHS, number>;
  /** The cancels and refunds it made, as the store asked for them. */
  cancels: Json[];
  refunds: Json[];
  /** The last installment inquiry's body (its price, currency and BIN). */
  lastInstallmentQuery(): Json | null;
  /** Ends a token's payment as the buyer's bank would; the paid price and currency default to the form's. */
  finish(token: string, ending: Ending): void;
  /** The next checkout form is refused with this iyzico error code. */
  refuseNextForm(errorCode: string): void;
  close(): Promise<void>;
}

const sign = (fields: unknown[], secretKey = STAND_IN_SECRET_KEY) =>
  createHmac("sha256", secretKey)
    .update(fields.map((field) => (field === undefined || field === null ? "" : String(field))).join(":"))
    .digest("hex");

const failure = (errorCode: string, errorMessage: string) => ({
  status: "failure",
  errorCode,
  errorMessage,
  locale: "tr",
  systemTime: Date.now(),
});

/** `IYZWSv2 base64(apiKey:…&randomKey:…&signature:hex(HMAC-SHA256(secret, randomKey + path + body)))`. */
function isAuthorized(request: IncomingMessage, path: string, body: string): boolean {
  const header = request.headers.authorization ?? "";
  if (!header.startsWith("IYZWSv2 ")) return false;
  const pairs = Buffer.from(header.slice("IYZWSv2 ".length), "base64")
    .toString("utf8")
    .split("&")
    .map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]);
  const { apiKey, randomKey, signature } = Object.fromEntries(pairs) as Record<string, string | undefined>;
  if (apiKey !== STAND_IN_API_KEY || !randomKey || !signature) return false;
  const expected = Buffer.from(createHmac("sha256", STAND_IN_SECRET_KEY).update(`${randomKey}${path}${body}`).digest("hex"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cents = (value: unknown) => Math.round(Number(value) * 100);

/** The fields iyzico documents as required for a checkout form, and the basket adding up to the price. */
function formProblem(form: Json): string | null {
  const buyer = (form.buyer ?? {}) as Json;
  const required: Array<[string, unknown]> = [
    ["price", form.price],
    ["paidPrice", form.paidPrice],
    ["currency", form.currency],
    ["callbackUrl", form.callbackUrl],
    ...["id", "name", "surname", "identityNumber", "email", "registrationAddress", "ip", "city", "country"].map(
      (name): [string, unknown] => [`buyer.${name}`, buyer[name]],
    ),
    ...(["shippingAddress", "billingAddress"] as const).flatMap((kind) =>
      ["contactName", "city", "country", "address"].map((name): [string, unknown] => [
        `${kind}.${name}`,
        (form[kind] as Json | undefined)?.[name],
      ]),
    ),
  ];
  const missing = required.find(([, value]) => value === undefined || value === "");
  if (missing) return `${missing[0]} is mandatory`;
  const items = (form.basketItems ?? []) as Json[];
  if (!items.length || items.some((item) => !item.id || !item.name || !item.category1 || !item.itemType)) return "basketItems are invalid";
  if (items.reduce((sum, item) => sum + cents(item.price), 0) !== cents(form.price)) return "basket items do not add up to the price";
  return null;
}

/** A payment that ended, by its payment id: each basket item's transaction with what it paid and what was refunded (cents). */
interface Captured {
  currency: unknown;
  paidCents: number;
  cancelled: boolean;
  transactions: Map<string, { paidCents: number; refundedCents: number }>;
}

export async function startIyzicoStandIn(): Promise<IyzicoStandIn> {
  const forms = new Map<string, Json>();
  const endings = new Map<string, Ending>();
  /** The payment id iyzico gave each ended token, and the captured payments by that id. */
  const paymentIds = new Map<string, string>();
  const captured = new Map<string, Captured>();
  const cancels: Json[] = [];
  const refunds: Json[] = [];
  const calls = { initialize: 0, retrieve: 0, installments: 0, cancel: 0, refund: 0 };
  let refusal: string | null = null;
  let lastInstallmentQuery: Json | null = null;
  let url = "";

  function initialize(form: Json) {
    if (refusal) {
      const code = refusal;
      refusal = null;
      return failure(code, "Stand-in refusal");
    }
    const problem = formProblem(form);
    if (problem) return failure("24", problem);
    const token = randomUUID();
    forms.set(token, form);
    return {
      status: "success",
      locale: form.locale,
      systemTime: Date.now(),
      conversationId: form.conversationId,
      token,
      checkoutFormContent: `<script type="text/javascript">var iyziInit = { token: "${token}" };</script>`,
      tokenExpireTime: 1800,
      paymentPageUrl: `${url}/checkout-page?token=${token}&lang=${form.locale}`,
      signature: sign([form.conversationId, token]),
    };
  }

  function retrieve(query: Json) {
    const token = String(query.token ?? "");
    const form = forms.get(token);
    // iyzico does not document the code for a token it never issued; "Invalid request" (11) stands in.
    if (!form) return failure("11", "Geçersiz istek");
    const ending = endings.get(token);
    const paymentStatus = ending?.paymentStatus ?? "INIT_THREEDS";
    const paymentId = paymentIds.get(token);
    const price = Number(form.price);
    const paidPrice = ending?.paidPrice ?? Number(form.paidPrice);
    const currency = ending?.currency ?? form.currency;
    const answer: Json = {
      status: "success",
      locale: query.locale,
      systemTime: Date.now(),
      conversationId: form.conversationId,
      price,
      paidPrice,
      installment: 1,
      paymentId,
      fraudStatus: ending ? (paymentStatus === "SUCCESS" ? 1 : -1) : undefined,
      basketId: form.basketId,
      currency,
      token,
      callbackUrl: form.callbackUrl,
      paymentStatus,
    };
    if (paymentStatus === "SUCCESS")
      Object.assign(answer, {
        cardType: "CREDIT_CARD",
        cardAssociation: "MASTER_CARD",
        cardFamily: "Bonus",
        binNumber: "552608",
        lastFourDigits: "0006",
        itemTransactions: ((form.basketItems ?? []) as Json[]).map((item, index) => ({
          itemId: item.id,
          paymentTransactionId: [...captured.get(paymentId!)!.transactions.keys()][index],
          transactionStatus: 2,
          price: Number(item.price),
          paidPrice: [...captured.get(paymentId!)!.transactions.values()][index].paidCents / 100,
        })),
      });
    if (paymentStatus === "FAILURE")
      Object.assign(answer, {
        errorCode: "10051",
        errorMessage: "Kart limiti yetersiz, yetersiz bakiye",
        errorGroup: "NOT_SUFFICIENT_FUNDS",
      });
    answer.signature = sign(
      [paymentStatus, paymentId, currency, form.basketId, form.conversationId, paidPrice, price, token],
      ending?.signedWith,
    );
    return answer;
  }

  /** The installment inquiry: every card family's table, or with a `binNumber` only that card's (none for a BIN it does not know). */
  function installments(query: Json) {
    const priceCents = cents(query.price);
    const families = Object.entries(INSTALLMENT_RATES).filter(([, { bin }]) => !query.binNumber || query.binNumber === bin);
    lastInstallmentQuery = query;
    return {
      status: "success",
      locale: query.locale,
      systemTime: Date.now(),
      installmentDetails: families.map(([family, { bin, rates }]) => ({
        binNumber: bin,
        price: priceCents / 100,
        cardType: "CREDIT_CARD",
        cardAssociation: "MASTER_CARD",
        cardFamilyName: family,
        force3ds: 0,
        bankCode: 62 + Object.keys(INSTALLMENT_RATES).indexOf(family),
        bankName: `${family} Bank`,
        forceCvc: 0,
        commercial: 0,
        installmentPrices: Object.entries(rates).map(([count, rate]) => {
          const total = Math.round((priceCents * (10_000 + rate)) / 10_000);
          return { installmentPrice: Math.round(total / Number(count)) / 100, totalPrice: total / 100, installmentNumber: Number(count) };
        }),
      })),
    };
  }

  /** A payment's items share its paid price as their prices share the price; the last item takes the rounding. */
  function capture(token: string, ending: Ending) {
    const form = forms.get(token)!;
    const paymentId = String(10_000_000 + paymentIds.size + 1);
    paymentIds.set(token, paymentId);
    if (ending.paymentStatus !== "SUCCESS") return;
    const paidCents = cents(ending.paidPrice ?? form.paidPrice);
    const items = (form.basketItems ?? []) as Json[];
    const transactions = new Map<string, { paidCents: number; refundedCents: number }>();
    let left = paidCents;
    items.forEach((item, index) => {
      const share = index === items.length - 1 ? left : Math.round((cents(item.price) * paidCents) / cents(form.price));
      left -= share;
      transactions.set(String(20_000_000 + captured.size * 100 + index + 1), { paidCents: share, refundedCents: 0 });
    });
    captured.set(paymentId, { currency: ending.currency ?? form.currency, paidCents, cancelled: false, transactions });
  }

  /** A cancel: the whole payment, once, and only before any refund of it. */
  function cancel(body: Json) {
    const payment = captured.get(String(body.paymentId ?? ""));
    if (!payment) return failure("5092", "Ödeme bulunamadı");
    const refunded = [...payment.transactions.values()].some((transaction) => transaction.refundedCents > 0);
    if (payment.cancelled || refunded) return failure("5093", "Ödeme iptal edilemez");
    payment.cancelled = true;
    cancels.push(body);
    return {
      status: "success",
      locale: body.locale,
      systemTime: Date.now(),
      conversationId: body.conversationId,
      paymentId: body.paymentId,
      price: payment.paidCents / 100,
      currency: payment.currency,
    };
  }

  /** A refund of one item transaction, at most what it paid less what was refunded of it; the answer signed. */
  function refund(body: Json) {
    const id = String(body.paymentTransactionId ?? "");
    const found = [...captured.entries()].find(([, payment]) => payment.transactions.has(id));
    if (!found) return failure("5092", "Ödeme bulunamadı");
    const [paymentId, payment] = found;
    const transaction = payment.transactions.get(id)!;
    const price = cents(body.price);
    if (payment.cancelled || body.currency !== payment.currency) return failure("5093", "İade yapılamaz");
    if (price <= 0 || price > transaction.paidCents - transaction.refundedCents) return failure("5094", "İade tutarı ödenen tutarı aşıyor");
    transaction.refundedCents += price;
    refunds.push(body);
    return {
      status: "success",
      locale: body.locale,
      systemTime: Date.now(),
      conversationId: body.conversationId,
      paymentId,
      paymentTransactionId: id,
      price: price / 100,
      currency: payment.currency,
      signature: sign([paymentId, price / 100, payment.currency, body.conversationId]),
    };
  }

  const handlers: Record<string, [keyof typeof PATHS, (body: Json) => Json]> = {
    [PATHS.initialize]: ["initialize", initialize],
    [PATHS.retrieve]: ["retrieve", retrieve],
    [PATHS.installments]: ["installments", installments],
    [PATHS.cancel]: ["cancel", cancel],
    [PATHS.refund]: ["refund", refund],
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = new URL(request.url ?? "/", "http://stand-in").pathname;
      const handler = request.method === "POST" ? handlers[path] : undefined;
      let answer: Json;
      if (!handler) answer = failure("11", "Geçersiz istek");
      else {
        calls[handler[0]] += 1;
        answer = isAuthorized(request, path, body) ? handler[1](JSON.parse(body) as Json) : failure("1000", "Geçersiz imza");
      }
      response.writeHead(200, { "content-type": "application/json;charset=UTF-8" });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    forms,
    calls,
    cancels,
    refunds,
    lastInstallmentQuery: () => lastInstallmentQuery,
    finish(token, ending) {
      if (!forms.has(token)) throw new Error(`the stand-in never issued ${token}`);
      endings.set(token, ending);
      capture(token, ending);
    },
    refuseNextForm(errorCode) {
      refusal = errorCode;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
