import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import {
  addDeskSpecialProduct,
  listDeskSpecialProducts,
  removeDeskSpecialProduct,
  updateDeskSpecialProduct,
} from "@contract/api/special-products/operations";
import {
  companySpecialProductsParams,
  specialProductBody,
  specialProductTermsBody,
  type DeskSpecialProducts,
} from "@contract/api/special-products/schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { CheckboxField } from "~/components/ui/choice-field";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { OrderSection } from "~/features/orders/components/order-section";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-special-products"] };

export const headers = passCacheControl;

/** The page's forms: a part added, a special product's terms changed, one removed. */
type SpecialIntent = "add" | "save" | "remove";

const paramsOf = (args: LoaderFunctionArgs) => {
  const params = companySpecialProductsParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  return params.data;
};

/**
 * A company's special products in the back office (docs/decisions/053-special-products.md), with the staff's changes,
 * plus the removal's confirmation of one (?confirmRemove=<id>; one not in the list is a 404).
 */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "special-products.manage");
  const page = await staffGet(args, listDeskSpecialProducts, { params: paramsOf(args) });
  const removeId = new URL(args.request.url).searchParams.get("confirmRemove");
  const removing = removeId === null ? null : (page.items.find((item) => String(item.id) === removeId) ?? null);
  if (removeId !== null && !removing) throw new Response(null, { status: 404 });
  return data({ title: page.companyTitle, staff, page, removing }, { headers: PRIVATE_HEADERS });
}

interface SpecialAnswer {
  intent: SpecialIntent;
  /** The special product a `save` was about. */
  id: number | null;
  reply: SubmissionResult<string[]>;
}

const specialId = z.object({ specialProductId: z.coerce.number<number>().int().min(1) });

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "special-products.manage");
  const params = paramsOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as SpecialIntent;
  const id = specialId.safeParse(Object.fromEntries(formData)).data?.specialProductId ?? null;
  const staff = staffApi(args);
  const here = pathFor("backOfficeCompanySpecialProducts", locale, params);

  /** Parses the intent's form, calls the API, and answers its refusal next to the form (typed values kept). */
  async function attempt<S extends z.ZodType>(schema: S, call: (value: z.output<S>) => Promise<string | undefined>) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return data({ intent, id, reply: submission.reply() } satisfies SpecialAnswer, { status: 400 });
    try {
      return redirectWithToast(here, { type: "success", title: (await call(submission.value)) ?? "" });
    } catch (error) {
      // A part not found, already special or another company's is its field's error.
      return formFailure(args, error, (options) => ({ intent, id, reply: submission.reply(options) }) satisfies SpecialAnswer, {
        formStatuses: [404, 409],
      });
    }
  }

  switch (intent) {
    case "add":
      return attempt(specialProductBody, async (body) => (await staff.call(addDeskSpecialProduct, { params, body })).message);
    case "save":
      return attempt(specialProductTermsBody.and(specialId), async ({ specialProductId, ...body }) => {
        return (await staff.call(updateDeskSpecialProduct, { params: { ...params, specialProductId }, body })).message;
      });
    case "remove":
      return attempt(specialId, async ({ specialProductId }) => {
        return (await staff.call(removeDeskSpecialProduct, { params: { ...params, specialProductId } })).message;
      });
    default:
      throw new Response(null, { status: 400 });
  }
}

const replyOf = (answer: SpecialAnswer | undefined, intent: SpecialIntent, id: number | null = null) =>
  answer?.intent === intent && answer.id === id ? answer.reply : undefined;

function AddForm({ answer }: { answer?: SpecialAnswer }) {
  const { t } = useTranslation("back-office-special-products");
  const [form, fields] = useForm({
    id: "add-special",
    lastResult: replyOf(answer, "add"),
    constraint: getZodConstraint(specialProductBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: specialProductBody }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-3">
      <input type="hidden" name="intent" value="add" />
      <TextField label={t("part")} hint={t("partHint")} meta={fields.part} />
      <CheckboxField label={t("exclusive")} meta={fields.isExclusive} />
      <TextField label={t("fixedPriceUsd")} hint={t("fixedPriceHint")} inputMode="decimal" meta={fields.fixedPriceUsd} />
      <TextField label={t("note")} optionalLabel={t("optional")} meta={fields.note} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("adding")}>{t("add")}</SubmitButton>
    </Form>
  );
}

type Item = DeskSpecialProducts["items"][number];

/** One special product: its part, its terms as a form to change, and its removal. */
function SpecialItem({ item, answer }: { item: Item; answer?: SpecialAnswer }) {
  const { t } = useTranslation("back-office-special-products");
  const [form, fields] = useForm({
    id: `special-${item.id}`,
    lastResult: replyOf(answer, "save", item.id),
    constraint: getZodConstraint(specialProductTermsBody),
    defaultValue: { isExclusive: item.isExclusive ? "on" : undefined, fixedPriceUsd: item.fixedPriceUsd ?? "", note: item.note },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: specialProductTermsBody }),
  });
  return (
    <li className="rounded border border-gray-300 bg-white p-4">
      <h3 className="font-semibold text-gray-900">
        <span className="font-part">{item.mpn}</span> · {item.manufacturerName}
        <span className="block text-xs font-normal text-gray-700">
          <span className="font-part">{item.sku}</span> · {item.packaging}
        </span>
      </h3>
      <Form method="post" {...getFormProps(form)} className="mt-3 max-w-xl space-y-3">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="specialProductId" value={item.id} />
        <CheckboxField label={t("exclusive")} meta={fields.isExclusive} />
        <TextField label={t("fixedPriceUsd")} hint={t("fixedPriceHint")} inputMode="decimal" meta={fields.fixedPriceUsd} />
        <TextField label={t("note")} optionalLabel={t("optional")} meta={fields.note} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("saving")}>{t("save")}</SubmitButton>
      </Form>
      <Link
        to={`?confirmRemove=${item.id}`}
        aria-label={t("removeLabel", { sku: item.sku })}
        className="mt-2 inline-block text-sm font-semibold text-danger-700 underline"
      >
        {t("remove")}
      </Link>
    </li>
  );
}

export default function CompanySpecialProductsPage() {
  const { staff, page, removing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SpecialAnswer | undefined;
  const { t } = useTranslation("back-office-special-products");
  const locale = usePageLocale();
  const here = pathFor("backOfficeCompanySpecialProducts", locale, { companyId: page.companyId });
  return (
    <BackOfficeShell staff={staff} title={t("title", { company: page.companyTitle })}>
      <Link
        to={pathFor("backOfficeCompany", locale, { companyId: page.companyId })}
        className="text-sm font-medium text-primary-700 underline"
      >
        {t("backTo", { company: page.companyTitle })}
      </Link>
      <div className="mt-4 space-y-6">
        {removing && (
          <ConfirmPanel
            id="confirm-remove"
            title={t("confirmRemove.title", { sku: removing.sku })}
            text={t("confirmRemove.text", { company: page.companyTitle })}
            action={here}
            fields={{ specialProductId: removing.id }}
            intent="remove"
            confirmLabel={t("confirmRemove.yes")}
            cancelTo={here}
            cancelLabel={t("confirmRemove.cancel")}
          />
        )}
        <OrderSection id="special-items-title" title={t("heading")}>
          {page.items.length === 0 ? (
            <p className="text-sm text-gray-700">{t("none")}</p>
          ) : (
            <ul className="space-y-3">
              {page.items.map((item) => (
                <SpecialItem key={item.id} item={item} answer={answer} />
              ))}
            </ul>
          )}
        </OrderSection>
        <OrderSection id="special-add-title" title={t("addHeading")}>
          <AddForm answer={answer} />
        </OrderSection>
        <OrderSection id="special-history-title" title={t("history")}>
          <AuditTrail entries={page.audit} showObject={false} caption={t("history")} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
