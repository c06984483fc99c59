import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { readSandboxToken, signedSandboxResult, type SandboxPayment } from "@contract/payments/sandbox-bank";
import { SANDBOX_CHALLENGE_CODE, SANDBOX_TEST_CARDS, type SandboxOutcome } from "@contract/payments/sandbox-cards";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatAmount } from "~/lib/format";
import { SANDBOX_CANCEL_INTENT, SANDBOX_PAY_INTENT, sandboxCardForm } from "~/features/payments/forms/sandbox-card";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { refusal } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { env } from "~/server/env.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";

// The built-in sandbox card provider's 3-D Secure page (docs/decisions/017-orders.md): it stands where a bank's
// page would, reads the payment the API signed, takes a test card and a one-time code, and sends the browser back
// to the store with a signed result. No card number is kept, logged or sent to the API: only its last four digits.

export const handle = { i18n: ["common", "checkout"] };

export const headers = passCacheControl;

/** The payment the token names: 503 without the sandbox's secret, 400 for a token that is forged or has expired. */
async function paymentOf(request: Request, token: string | null): Promise<{ payment: SandboxPayment; secret: string }> {
  const secret = env().PAYMENT_SANDBOX_SECRET;
  if (!secret) throw new Response(null, { status: 503 });
  const payment = token ? readSandboxToken(secret, token) : null;
  if (!payment) throw refusal(400, (await i18n.getFixedT(request, "checkout"))("sandbox.badToken"));
  return { payment, secret };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { payment } = await paymentOf(request, token);
  const t = await i18n.getFixedT(request, "checkout");
  const { paymentId: _paymentId, ...shown } = payment;
  return data({ token, payment: shown, title: t("sandbox.title"), storeName: env().STORE_NAME }, { headers: PRIVATE_HEADERS });
}

const outcomeOf = (cardNumber: string, code: string): SandboxOutcome =>
  code === SANDBOX_CHALLENGE_CODE ? (SANDBOX_TEST_CARDS[cardNumber] ?? "declined") : "verification";

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const { payment, secret } = await paymentOf(request, String(formData.get("token") ?? ""));
  const answer = (status: SandboxOutcome, cardLast4: string) => ({
    submission: null,
    callbackPath: payment.callbackPath,
    result: signedSandboxResult(secret, {
      paymentId: payment.paymentId,
      status,
      amount: payment.amount,
      currency: payment.currency,
      cardLast4,
    }),
  });
  if (formData.get("intent") === SANDBOX_CANCEL_INTENT) return data(answer("declined", ""));
  const submission = parseWithZod(formData, { schema: sandboxCardForm });
  // A refused form comes back without the card number and the code: the page never echoes them.
  if (submission.status !== "success")
    return data(
      { submission: submission.reply({ hideFields: ["cardNumber", "cvc", "code"] }), callbackPath: null, result: null },
      { status: 400 },
    );
  const { cardNumber, code } = submission.value;
  return data(answer(outcomeOf(cardNumber, code), cardNumber.slice(-4)));
}

export default function SandboxBankPage() {
  const { token, payment, storeName } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  const [form, fields] = useForm({
    id: "sandbox-card",
    lastResult: answer?.submission,
    constraint: getZodConstraint(sandboxCardForm),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sandboxCardForm }),
  });

  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <div className="rounded border-2 border-gray-800 bg-white p-6">
        <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{t("sandbox.bankName")}</p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">{t("sandbox.title")}</h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-700">{t("sandbox.merchant")}</dt>
          <dd className="font-semibold">{storeName}</dd>
          <dt className="text-gray-700">{t("sandbox.order")}</dt>
          <dd className="tabular">{payment.orderNumber}</dd>
          <dt className="text-gray-700">{t("sandbox.amount")}</dt>
          <dd className="tabular font-semibold" data-sandbox-amount>
            {formatAmount(payment.amount, locale, payment.currency)}
          </dd>
          <dt className="text-gray-700">{t("sandbox.installments")}</dt>
          <dd className="tabular">{payment.installments}</dd>
        </dl>
        {answer?.result ? (
          <ReturnToStore callbackPath={answer.callbackPath} result={answer.result} />
        ) : (
          <>
            <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
              <input type="hidden" name="token" value={token ?? ""} />
              <TextField label={t("sandbox.cardNumber")} inputMode="numeric" autoComplete="cc-number" meta={fields.cardNumber} />
              <div className="grid grid-cols-2 gap-4">
                <TextField
                  label={t("sandbox.expiry")}
                  placeholder={t("sandbox.expiryPlaceholder")}
                  autoComplete="cc-exp"
                  meta={fields.expiry}
                />
                <TextField label={t("sandbox.cvc")} inputMode="numeric" autoComplete="cc-csc" meta={fields.cvc} />
              </div>
              <TextField
                label={t("sandbox.code")}
                hint={t("sandbox.codeHint")}
                inputMode="numeric"
                autoComplete="one-time-code"
                meta={fields.code}
              />
              <SubmitButton name="intent" value={SANDBOX_PAY_INTENT} pendingLabel={t("sandbox.paying")}>
                {t("sandbox.pay")}
              </SubmitButton>
            </Form>
            <Form method="post" className="mt-3">
              <input type="hidden" name="token" value={token ?? ""} />
              <button
                type="submit"
                name="intent"
                value={SANDBOX_CANCEL_INTENT}
                className="text-sm font-semibold text-primary-700 underline"
              >
                {t("sandbox.cancel")}
              </button>
            </Form>
          </>
        )}
      </div>
      <section aria-labelledby="sandbox-test-cards" className="mt-6 rounded border border-dashed border-gray-400 bg-gray-50 p-4 text-sm">
        <h2 id="sandbox-test-cards" className="font-semibold text-gray-900">
          {t("sandbox.testCards")}
        </h2>
        <p className="mt-1 text-gray-700">{t("sandbox.testCardsIntro", { code: SANDBOX_CHALLENGE_CODE })}</p>
        <ul className="mt-2 space-y-1">
          {Object.entries(SANDBOX_TEST_CARDS).map(([number, outcome]) => (
            <li key={number}>
              <span className="tabular font-mono">{number.replace(/(\d{4})(?=\d)/g, "$1 ")}</span> · {t(`sandbox.outcomes.${outcome}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The signed result, posted back to the store as a bank's page does: by the browser, so the store learns the outcome
 * when the buyer returns. With scripts it goes at once; without, the buyer presses the button.
 */
function ReturnToStore({ callbackPath, result }: { callbackPath: string; result: Record<string, string> }) {
  const { t } = useTranslation("checkout");
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.submit();
  }, []);
  return (
    // A plain form on purpose: the result leaves the bank's page for the store's callback as a full page post.
    <form ref={formRef} method="post" action={callbackPath} className="mt-6 space-y-3">
      {Object.entries(result).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status" className="text-gray-800">
        {t(result.status === "success" ? "sandbox.approved" : "sandbox.notApproved")}
      </p>
      <button type="submit" className="rounded bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800">
        {t("sandbox.returnToStore")}
      </button>
    </form>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
