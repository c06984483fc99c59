import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type * as z from "zod";
import {
  addDeskRequestNote,
  assignDeskRequest,
  getDeskRequest,
  replyDeskRequest,
  setDeskRequestStatus,
} from "@contract/api/requests-desk/operations";
import { listDeskOffers } from "@contract/api/requests-desk/offer-operations";
import { requestCaseParams, type RequestCase } from "@contract/api/requests-desk/schemas";
import { REQUEST_CASE_STATUSES } from "@contract/api/requests-desk/values";
import { localeFromPath, type Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { pathFor } from "@contract/paths";
import { TextAreaField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { BomRequestFacts } from "~/features/bom/components/bom-request-lines";
import { PcbEstimateSummary } from "~/features/offers/components/pcb-estimate-summary";
import { PcbRequestFacts } from "~/features/offers/components/pcb-request-facts";
import { OrderSection } from "~/features/orders/components/order-section";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatAmount, formatMeasure, formatQuantity } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { AuditTrail } from "../components/audit-trail";
import { BackOfficeShell } from "../components/back-office-shell";
import { RequestOffersEditor } from "../components/request-offers";
import { assignForm, messageForm, statusForm, type RequestIntent } from "../forms/request-forms";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "offers", "back-office", "back-office-requests", "back-office-offers", "bom"] };

export const headers = passCacheControl;

const paramsOf = (args: LoaderFunctionArgs) => {
  const parsed = requestCaseParams.safeParse(args.params);
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data;
};

const GERBER_ROUTE = RESOURCE_ROUTES.find((resource) => resource.id === "resource.backOfficeRequestGerber")!.path;

/** One request in the inbox (issue 33 item 1): what the customer sent, its handling, notes, replies and audit trail. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "requests.view");
  const params = paramsOf(args);
  const request = await staffGet(args, getDeskRequest, { params });
  // The offers are written by staff who manage requests (docs/decisions/046-offers.md); others see the request alone.
  const offers = staff.permissions.includes("requests.manage") ? (await staffGet(args, listDeskOffers, { params })).items : null;
  const t = await i18n.getFixedT(args.request, "back-office-requests");
  return data({ title: t("detail.title", { number: request.number }), staff, request, offers }, { headers: PRIVATE_HEADERS });
}

interface RequestAnswer {
  intent: RequestIntent;
  reply: SubmissionResult<string[]>;
}

/** The page's forms by `intent`: assign, status, an internal note, a reply to the customer. */
export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "requests.manage");
  const params = paramsOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "back-office-requests");
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "") as RequestIntent;
  const staff = staffApi(args);

  /** Parses the intent's form, calls the API, and answers its refusal next to the form (typed values kept). */
  async function attempt<S extends z.ZodType>(
    schema: S,
    call: (value: z.output<S>) => Promise<{ data: RequestCase }>,
    done: (request: RequestCase) => string,
  ) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return data({ intent, reply: submission.reply() } satisfies RequestAnswer, { status: 400 });
    try {
      const { data: request } = await call(submission.value);
      return redirectWithToast(pathFor("backOfficeRequest", locale, params), { type: "success", title: done(request) });
    } catch (error) {
      return formFailure(args, error, (options) => ({ intent, reply: submission.reply(options) }) satisfies RequestAnswer);
    }
  }

  switch (intent) {
    case "assign":
      return attempt(
        assignForm,
        (body) => staff.call(assignDeskRequest, { params, body }),
        (request) => t("detail.assigned", { number: request.number }),
      );
    case "status":
      return attempt(
        statusForm,
        (body) => staff.call(setDeskRequestStatus, { params, body }),
        (request) => t("detail.statusSaved", { number: request.number }),
      );
    case "note":
      return attempt(
        messageForm,
        (body) => staff.call(addDeskRequestNote, { params, body }),
        () => t("detail.noted"),
      );
    case "reply":
      return attempt(
        messageForm,
        (body) => staff.call(replyDeskRequest, { params, body }),
        (request) => t("detail.replied", { email: request.contact.email }),
      );
    default:
      return data({ error: t("unknownIntent") }, { status: 400 });
  }
}

/** Facts as a two-column list; a missing value shows a dash. */
function FactList({ rows, testId }: { rows: Array<[label: string, value: ReactNode]>; testId?: string }) {
  const { t } = useTranslation("back-office-requests");
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{value ?? t("detail.none")}</dd>
        </div>
      ))}
    </dl>
  );
}

function CaseFacts({ request, locale }: { request: RequestCase; locale: Locale }) {
  const { t } = useTranslation("back-office-requests");
  return (
    <FactList
      testId="request-case"
      rows={[
        [t("detail.kind"), t(`kinds.${request.kind}`)],
        [t("detail.status"), t(`statuses.${request.status}`)],
        [t("detail.assignee"), request.assignee?.name ?? t("detail.nobody")],
        [t("detail.received"), formatDateTime(request.createdAt, locale)],
        [t("detail.language"), t(`detail.languages.${request.locale}`)],
        [t("detail.account"), request.userId ? t("detail.signedIn") : t("detail.guest")],
      ]}
    />
  );
}

function ContactFacts({ request }: { request: RequestCase }) {
  const { t } = useTranslation("back-office-requests");
  const { contact } = request;
  return (
    <FactList
      rows={[
        [t("detail.name"), `${contact.name} ${contact.lastName}`],
        [t("detail.company"), contact.companyName],
        [t("detail.email"), contact.email],
        [t("detail.phone"), [contact.phoneCountryCode, contact.phone].filter(Boolean).join(" ") || null],
        ...(request.isCommercialCommunicationApproved === null
          ? []
          : [[t("detail.commercial"), request.isCommercialCommunicationApproved ? t("detail.yes") : t("detail.no")] as [string, string]]),
      ]}
    />
  );
}

/** What the customer sent, as each kind of request holds it; a PCB request's Gerber archive as a download. */
function SentContent({ request, locale }: { request: RequestCase; locale: Locale }) {
  const { t } = useTranslation("back-office-requests");
  const { content } = request;
  switch (content.kind) {
    case "pcb":
      return (
        <div className="space-y-4">
          <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
            <PcbRequestFacts
              request={{
                ...content,
                contact: request.contact,
                isCommercialCommunicationApproved: request.isCommercialCommunicationApproved ?? false,
              }}
              locale={locale}
            />
            <PcbEstimateSummary estimate={content.estimate} locale={locale} />
          </div>
          <p className="text-sm">
            {content.gerber ? (
              <a
                href={GERBER_ROUTE.replace(":caseId", String(request.caseId))}
                download={content.gerber.fileName}
                className="font-semibold text-primary-700 underline"
              >
                {t("detail.download", { file: content.gerber.fileName })}
              </a>
            ) : (
              t("detail.noGerber")
            )}
          </p>
        </div>
      );
    case "heat-sink":
      return (
        <FactList
          rows={[
            [t("detail.profile"), content.profile],
            [t("detail.lengthMm"), formatMeasure(content.lengthMm, locale)],
            [t("detail.quantity"), formatQuantity(content.quantity, locale)],
            [t("detail.machiningNotes"), content.machiningNotes],
            [t("detail.anodizingNotes"), content.anodizingNotes],
          ]}
        />
      );
    case "product":
      return (
        <FactList
          rows={[
            [t("detail.sku"), <span className="font-part">{content.sku}</span>],
            [t("detail.quantity"), formatQuantity(content.quantity, locale)],
            [
              t("detail.targetPrice"),
              content.targetPrice ? formatAmount(content.targetPrice, locale, content.targetCurrency ?? undefined) : null,
            ],
            [t("detail.neededBy"), formatDate(content.neededBy, locale)],
            [t("detail.note"), content.note],
          ]}
        />
      );
    case "contact":
      return (
        <FactList
          testId="request-message"
          rows={[
            [t("detail.topic"), t(`detail.topics.${content.topic}`, { defaultValue: content.topic })],
            ...(content.details.length ? [[t("detail.details"), content.details.join("\n")] as [string, string]] : []),
            [t("detail.subject"), content.subject],
            [t("detail.message"), content.message],
          ]}
        />
      );
    case "bom":
      return <BomRequestFacts request={content} locale={locale} level={3} />;
  }
}

function Messages({ request, locale }: { request: RequestCase; locale: Locale }) {
  const { t } = useTranslation("back-office-requests");
  if (!request.messages.length) return <p className="text-sm text-gray-700">{t("detail.noMessages")}</p>;
  return (
    <ol className="space-y-3" data-testid="request-messages">
      {request.messages.map((message) => (
        <li
          key={message.id}
          className={`rounded border p-3 text-sm ${message.internal ? "border-amber-300 bg-amber-50" : "border-gray-200 bg-white"}`}
        >
          <p className="font-semibold text-gray-900">
            {t(message.internal ? "detail.internal" : "detail.reply")}
            <span className="font-normal text-gray-700">
              {" · "}
              {t("detail.by", { name: message.staffName, at: formatDateTime(message.createdAt, locale) })}
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

const replyOf = (answer: RequestAnswer | undefined, intent: RequestIntent) => (answer?.intent === intent ? answer.reply : undefined);

/** Assign to a staff member (or nobody), and set the status: two small forms side by side. */
function Handling({ request, answer }: { request: RequestCase; answer?: RequestAnswer }) {
  const { t } = useTranslation("back-office-requests");
  const [assign, assignFields] = useForm({
    id: "assign",
    lastResult: replyOf(answer, "assign"),
    defaultValue: { staffId: request.assignee?.id ?? "" },
    constraint: getZodConstraint(assignForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: assignForm }),
  });
  const [status, statusFields] = useForm({
    id: "status",
    lastResult: replyOf(answer, "status"),
    defaultValue: { status: request.status },
    constraint: getZodConstraint(statusForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: statusForm }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Form method="post" {...getFormProps(assign)} className="space-y-3">
        <input type="hidden" name="intent" value="assign" />
        <SelectField
          label={t("detail.assignTo")}
          meta={assignFields.staffId}
          placeholder={t("detail.assignNobody")}
          options={request.assignable}
        />
        <FormErrors id={assign.errorId} errors={assign.errors} />
        <SubmitButton pendingLabel={t("detail.assignPending")}>{t("detail.assignSubmit")}</SubmitButton>
      </Form>
      <Form method="post" {...getFormProps(status)} className="space-y-3">
        <input type="hidden" name="intent" value="status" />
        <SelectField
          label={t("detail.setStatus")}
          meta={statusFields.status}
          options={REQUEST_CASE_STATUSES.map((value) => ({ id: value, name: t(`statuses.${value}`) }))}
        />
        <FormErrors id={status.errorId} errors={status.errors} />
        <SubmitButton pendingLabel={t("detail.statusPending")}>{t("detail.statusSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}

/** An internal note or a reply to the customer: one text each, its intent telling them apart. */
function MessageForm({ intent, request, answer }: { intent: "note" | "reply"; request: RequestCase; answer?: RequestAnswer }) {
  const { t } = useTranslation("back-office-requests");
  const [form, fields] = useForm({
    id: intent,
    lastResult: replyOf(answer, intent),
    constraint: getZodConstraint(messageForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageForm }),
  });
  const language = t(`detail.languages.${request.locale}`);
  return (
    <section aria-labelledby={`${intent}-title`} className="rounded border border-gray-200 bg-white p-4">
      <h3 id={`${intent}-title`} className="text-base font-semibold text-gray-900">
        {t(`detail.${intent}Title`)}
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {intent === "reply" ? t("detail.replyIntro", { email: request.contact.email, language }) : t("detail.noteIntro")}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <TextAreaField label={t(`detail.${intent}Body`)} rows={intent === "reply" ? 6 : 3} meta={fields.body} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t(`detail.${intent}Pending`)}>{t(`detail.${intent}Submit`)}</SubmitButton>
      </Form>
    </section>
  );
}

export default function DeskRequestPage() {
  const { title, staff, request, offers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as RequestAnswer | { error: string } | undefined;
  const { t } = useTranslation("back-office-requests");
  const locale = usePageLocale();
  const formAnswer = answer && "intent" in answer ? answer : undefined;
  const manages = staff.permissions.includes("requests.manage");
  return (
    <BackOfficeShell staff={staff} title={title} intro={request.summary}>
      <Link to={pathFor("backOfficeRequests", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      {answer && "error" in answer && (
        <p role="alert" className="mt-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      <div className="mt-4 space-y-6">
        <OrderSection id="request-case-title" title={t("detail.case")}>
          <CaseFacts request={request} locale={locale} />
        </OrderSection>
        <OrderSection id="request-sent-title" title={t("detail.sent")}>
          <SentContent request={request} locale={locale} />
        </OrderSection>
        <OrderSection id="request-contact-title" title={t("detail.contact")}>
          <ContactFacts request={request} />
        </OrderSection>
        {offers && (
          <div className="rounded border border-gray-200 bg-white p-4">
            <RequestOffersEditor caseId={request.caseId} offers={offers} locale={locale} />
          </div>
        )}
        {manages && (
          <OrderSection id="request-work-title" title={t("detail.work")}>
            <Handling request={request} answer={formAnswer} />
          </OrderSection>
        )}
        <OrderSection id="request-messages-title" title={t("detail.messages")}>
          <Messages request={request} locale={locale} />
          {manages && (
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              <MessageForm intent="reply" request={request} answer={formAnswer} />
              <MessageForm intent="note" request={request} answer={formAnswer} />
            </div>
          )}
        </OrderSection>
        <OrderSection id="request-history-title" title={t("detail.history")}>
          <AuditTrail entries={request.audit} showObject={false} caption={t("detail.history")} />
        </OrderSection>
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
