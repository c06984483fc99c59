import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { OHMS_LAW_UNITS } from "@contract/calculators/ohms-law";
import { VOLTAGE_DIVIDER_UNITS } from "@contract/calculators/voltage-divider";
import { matchPage } from "@contract/paths";
import { CapacitorCodeCalculator } from "~/features/calculators/components/capacitor-code-calculator";
import { CalculatorList } from "~/features/calculators/components/calculator-list";
import { ConversionCalculator } from "~/features/calculators/components/conversion-calculator";
import { SolverCalculator } from "~/features/calculators/components/solver-calculator";
import { calculatorSchema, formsOf, OHMS_LAW_FORM, VOLTAGE_DIVIDER_FORM } from "~/features/calculators/forms";
import { CALCULATOR_PAGES, type CalculatorPage } from "~/features/calculators/pages";
import { publicPageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { NO_STORE, passCacheControl, publicPageCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "calculators"] };

/** One route per language serves the eleven calculators (the page table's `calculator` family); the path says which. */
function calculatorOf(request: Request): CalculatorPage {
  const key = matchPage(new URL(request.url).pathname)?.key;
  const page = CALCULATOR_PAGES.find((candidate) => candidate.key === key);
  if (!page) throw new Response(null, { status: 404 });
  return page;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { key } = calculatorOf(request);
  const t = await i18n.getFixedT(request, "calculators");
  return data(
    { key, title: t(`pages.${key}.title`), description: t(`pages.${key}.description`) },
    { headers: { "Cache-Control": publicPageCacheControl(request) } },
  );
}

/** Computes on the server: the answer renders in the page, with what was typed kept in the form. */
export async function action({ request }: ActionFunctionArgs) {
  const page = calculatorOf(request);
  const formData = await readForm(request);
  const form = formsOf(page).find((candidate) => candidate.intent === formData.get("intent"));
  if (!form) throw new Response(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: calculatorSchema(form, await i18n.getFixedT(request, "calculators")) });
  return data(
    { intent: form.intent, reply: submission.reply() },
    // The answer holds what this visitor typed: no cache keeps it.
    { status: submission.status === "success" ? 200 : 400, headers: { "Cache-Control": NO_STORE } },
  );
}

export const headers: HeadersFunction = (args) => {
  const answered = args.actionHeaders.get("Cache-Control");
  return answered ? { "Cache-Control": answered } : passCacheControl(args);
};

function Calculator({ page }: { page: CalculatorPage }) {
  const { t } = useTranslation("calculators");
  const locale = usePageLocale();
  const actionData = useActionData<typeof action>();
  const lastResult = (intent: string) => (actionData?.intent === intent ? actionData.reply : undefined);
  switch (page.kind) {
    case "conversion":
      return <ConversionCalculator quantity={page.quantity} locale={locale} lastResult={lastResult} />;
    case "capacitorCode":
      return <CapacitorCodeCalculator locale={locale} lastResult={lastResult} />;
    case "ohmsLaw":
      return (
        <SolverCalculator
          calculator={OHMS_LAW_FORM}
          units={OHMS_LAW_UNITS}
          hint={t("hints.ohmsLaw")}
          locale={locale}
          lastResult={lastResult}
        />
      );
    case "voltageDivider":
      return (
        <SolverCalculator
          calculator={VOLTAGE_DIVIDER_FORM}
          units={VOLTAGE_DIVIDER_UNITS}
          alsoFound={{ current: "A" }}
          hint={t("hints.voltageDivider")}
          locale={locale}
          lastResult={lastResult}
        />
      );
  }
}

export default function CalculatorRoute() {
  const { key, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("calculators");
  const locale = usePageLocale();
  const page = CALCULATOR_PAGES.find((candidate) => candidate.key === key)!;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-3 max-w-3xl text-gray-700">{t(`pages.${key}.intro`)}</p>
        <div className="mt-6">
          {/* Keyed by page: moving to another calculator starts its own form, not this one's values. */}
          <Calculator key={key} page={page} />
        </div>
      </div>
      <CalculatorList current={key} locale={locale} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = publicPageMeta;
