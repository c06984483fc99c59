import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import * as z from "zod";
import {
  addDeskProjectItem,
  addDeskProjectOffer,
  getDeskProject,
  removeDeskProjectItem,
  updateDeskProject,
} from "@contract/api/projects/operations";
import { projectBody, projectItemBody, projectOfferBody, projectParams, type DeskProject } from "@contract/api/projects/schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { SubmitButton } from "~/components/ui/submit-button";
import { OrderSection } from "~/features/orders/components/order-section";
import { ProjectFieldsForm } from "~/features/projects/components/project-fields";
import { ProjectTerms } from "~/features/projects/components/project-terms";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-projects", "projects"] };

export const headers = passCacheControl;

/** The page's forms: the project's fields, a part added, an offer's lines added, an item removed. */
type ProjectIntent = "save" | "add-item" | "add-offer" | "remove-item";

const paramsOf = (args: LoaderFunctionArgs) => {
  const params = projectParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  return params.data;
};

/** A company's project in the back office (docs/decisions/045-projects.md): its fields, its parts, and the staff's changes. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "projects.manage");
  const project = await staffGet(args, getDeskProject, { params: paramsOf(args) });
  return data({ title: project.name, staff, project }, { headers: PRIVATE_HEADERS });
}

interface ProjectAnswer {
  intent: ProjectIntent;
  reply: SubmissionResult<string[]>;
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "projects.manage");
  const params = paramsOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as ProjectIntent;
  const staff = staffApi(args);
  const here = pathFor("backOfficeProject", locale, params);

  /** Parses the intent's form, calls the API, and answers its refusal next to the form (typed values kept). */
  async function attempt<S extends z.ZodType>(schema: S, call: (value: z.output<S>) => Promise<string | undefined>) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() } satisfies ProjectAnswer, { status: 400 });
    try {
      return redirectWithToast(here, { type: "success", title: (await call(submission.value)) ?? "" });
    } catch (error) {
      // A part (or an offer) not found or already in the project is its field's error.
      return formFailure(args, error, (options) => ({ intent, reply: submission.reply(options) }) satisfies ProjectAnswer, {
        formStatuses: [404],
      });
    }
  }

  switch (intent) {
    case "save":
      return attempt(projectBody, async (body) => (await staff.call(updateDeskProject, { params, body })).message);
    case "add-item":
      return attempt(projectItemBody, async (body) => (await staff.call(addDeskProjectItem, { params, body })).message);
    case "add-offer":
      return attempt(projectOfferBody, async (body) => (await staff.call(addDeskProjectOffer, { params, body })).message);
    case "remove-item":
      return attempt(z.object({ itemId: z.coerce.number<number>().int().min(1) }), async ({ itemId }) => {
        return (await staff.call(removeDeskProjectItem, { params: { ...params, itemId } })).message;
      });
    default:
      throw new Response(null, { status: 400 });
  }
}

const replyOf = (answer: ProjectAnswer | undefined, intent: ProjectIntent) => (answer?.intent === intent ? answer.reply : undefined);

function AddItemForm({ answer }: { answer?: ProjectAnswer }) {
  const { t } = useTranslation("back-office-projects");
  const [form, fields] = useForm({
    id: "add-item",
    lastResult: replyOf(answer, "add-item"),
    constraint: getZodConstraint(projectItemBody),
    shouldValidate: "onBlur",
    // Once refused, a field is checked as it is typed: its error goes before the click that sends the form.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectItemBody }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-3">
      <input type="hidden" name="intent" value="add-item" />
      <TextField label={t("items.part")} hint={t("items.partHint")} meta={fields.part} />
      <TextField label={t("items.unitPriceUsd")} hint={t("items.unitPriceHint")} inputMode="decimal" meta={fields.unitPriceUsd} />
      <TextField label={t("items.committedQuantity")} inputMode="numeric" meta={fields.committedQuantity} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("items.adding")}>{t("items.add")}</SubmitButton>
    </Form>
  );
}

/** An offer's lines into the project (docs/decisions/045-projects.md), chosen by the offer's number. */
function AddOfferForm({ answer }: { answer?: ProjectAnswer }) {
  const { t } = useTranslation("back-office-projects");
  const [form, fields] = useForm({
    id: "add-offer",
    lastResult: replyOf(answer, "add-offer"),
    constraint: getZodConstraint(projectOfferBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectOfferBody }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-3">
      <input type="hidden" name="intent" value="add-offer" />
      <p className="text-sm text-gray-700">{t("offer.intro")}</p>
      <TextField label={t("offer.number")} hint={t("offer.numberHint")} meta={fields.offerNumber} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("offer.adding")}>{t("offer.add")}</SubmitButton>
    </Form>
  );
}

function Items({ project }: { project: DeskProject }) {
  const { t } = useTranslation("back-office-projects");
  if (!project.items.length) return <p className="text-sm text-gray-700">{t("items.none")}</p>;
  const columns: Array<ListColumn<DeskProject["items"][number]>> = [
    {
      key: "sku",
      label: t("items.sku"),
      cell: (item) => (
        <>
          <span className="font-part">{item.sku}</span>
          {item.offerLine && (
            <span className="block text-xs text-gray-700">{t("items.offerLine", { reference: item.offerLine.reference })}</span>
          )}
        </>
      ),
    },
    {
      key: "mpn",
      label: t("items.mpn"),
      cell: (item) =>
        item.variantId === 0 ? (
          <>
            {item.description}
            <span className="block text-xs text-gray-700">
              {t("items.madeToOrder")}
              {item.offerLine?.specification ? ` · ${item.offerLine.specification}` : ""}
            </span>
          </>
        ) : (
          <span className="font-part">{`${item.mpn} · ${item.manufacturerName}`}</span>
        ),
    },
    {
      key: "price",
      label: t("items.unitPriceUsd"),
      numeric: true,
      cell: (item) => item.unitPriceUsd ?? t("items.offerPrice", { price: `${item.offerLine?.unitPrice} ${item.offerLine?.currency}` }),
    },
    { key: "committed", label: t("items.committedQuantity"), numeric: true, cell: (item) => item.committedQuantity },
    { key: "ordered", label: t("items.orderedQuantity"), numeric: true, cell: (item) => item.orderedQuantity },
    {
      key: "remove",
      label: t("items.actions"),
      cell: (item) => (
        <Form method="post">
          <input type="hidden" name="itemId" value={item.id} />
          <button
            type="submit"
            name="intent"
            value="remove-item"
            aria-label={t("items.removeLabel", { sku: item.sku })}
            className="text-sm font-semibold text-danger-700 underline"
          >
            {t("items.remove")}
          </button>
        </Form>
      ),
    },
  ];
  return <ListTable caption={t("items.caption")} columns={columns} rows={project.items} rowKey={(item) => item.id} />;
}

export default function DeskProjectPage() {
  const { staff, project } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ProjectAnswer | undefined;
  const { t } = useTranslation("back-office-projects");
  const locale = usePageLocale();
  return (
    <BackOfficeShell staff={staff} title={project.name}>
      <Link
        to={pathFor("backOfficeCompany", locale, { companyId: project.companyId })}
        className="text-sm font-medium text-primary-700 underline"
      >
        {t("backTo", { company: project.companyTitle })}
      </Link>
      <div className="mt-4 space-y-6">
        <OrderSection id="project-terms-title" title={t("terms")}>
          <ProjectTerms project={project} />
        </OrderSection>
        <OrderSection id="project-items-title" title={t("items.heading")}>
          <Items project={project} />
          <h3 className="mt-4 font-semibold text-gray-900">{t("items.addHeading")}</h3>
          <AddItemForm answer={answer} />
          <h3 className="mt-4 font-semibold text-gray-900">{t("offer.heading")}</h3>
          <AddOfferForm answer={answer} />
        </OrderSection>
        <OrderSection id="project-edit-title" title={t("edit")}>
          <ProjectFieldsForm
            id="project-fields"
            intent="save"
            lastResult={replyOf(answer, "save")}
            defaultValue={{
              name: project.name,
              status: project.status,
              periodStart: project.periodStart,
              periodEnd: project.periodEnd,
              interestRateCode: project.interestRateCode,
              maturityDays: String(project.maturityDays),
            }}
            submitLabel={t("save")}
            pendingLabel={t("saving")}
          />
        </OrderSection>
        <OrderSection id="project-history-title" title={t("history")}>
          <AuditTrail entries={project.audit} showObject={false} caption={t("history")} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
