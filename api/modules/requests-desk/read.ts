import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { STAFF_ROLES, staffRoleHolds } from "@contract/api/back-office/permissions";
import { bomRequestNumber } from "@contract/api/bom/request-schemas";
import { CONTACT_TOPICS, type ContactTopic } from "@contract/api/crm/topic-schemas";
import { heatSinkRequestNumber } from "@contract/api/offers/heat-sink-schemas";
import { productRequestNumber, type ErrorReportField } from "@contract/api/offers/product-request-schemas";
import { pcbRequestNumber } from "@contract/api/offers/pcb-values";
import type { RequestCase, RequestCaseSummary, RequestContent, RequestListQuery } from "@contract/api/requests-desk/schemas";
import { contactRequestNumber, type RequestKind } from "@contract/api/requests-desk/values";
import type { Database, Executor } from "../../db/client";
import {
  bomRequests,
  contactFormRequests,
  heatSinkOfferRequests,
  pcbOfferGerbers,
  pcbOfferRequests,
  productRequests,
  requestCases,
  requestMessages,
  staffMembers,
} from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { auditEntriesOf } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { detailLines, topicName } from "../crm/topic-mails";
import { containing } from "../customers/customers";
import { heatSinkBarsLine } from "../offers/heat-sink-mails";
import { errorFieldName } from "../offers/product-request-mails";

// The requests inbox's reads (docs/decisions/041-request-cases.md): one query over request_cases joined to the five
// request tables by kind, and one request with what its customer sent.

const joinedTo = (kind: RequestKind, id: SQL) => and(eq(requestCases.kind, kind), sql`${id}::text = ${requestCases.requestRef}`);

/** A requester column of whichever request table the case's kind names (the others' are null in the join). */
const either = <T>(column: "name" | "lastName" | "email" | "companyName") =>
  sql<T>`coalesce(${pcbOfferRequests[column]}, ${heatSinkOfferRequests[column]}, ${productRequests[column]}, ${contactFormRequests[column]}, ${bomRequests[column]})`;

/** The number the customer knows, as SQL, so that the inbox finds "PCB-000042" typed whole or in part. */
const numberSql = sql<string>`case ${requestCases.kind}
  when 'pcb' then 'PCB-' || lpad(${requestCases.requestRef}, 6, '0')
  when 'heat-sink' then 'HS-' || lpad(${requestCases.requestRef}, 6, '0')
  when 'product' then 'FST-' || lpad(${requestCases.requestRef}, 6, '0')
  when 'bom' then 'BOM-' || lpad(${requestCases.requestRef}, 6, '0')
  else 'MSG-' || upper(left(${requestCases.requestRef}, 8)) end`;

const listColumns = {
  caseId: requestCases.id,
  kind: requestCases.kind,
  requestRef: requestCases.requestRef,
  status: requestCases.status,
  createdAt: requestCases.createdAt,
  assigneeId: staffMembers.id,
  assigneeFirstName: staffMembers.firstName,
  assigneeLastName: staffMembers.lastName,
  name: either<string>("name"),
  lastName: either<string>("lastName"),
  email: either<string>("email"),
  companyName: either<string | null>("companyName"),
  pcbType: pcbOfferRequests.type,
  boards: pcbOfferRequests.boards,
  stencil: pcbOfferRequests.stencil,
  profile: heatSinkOfferRequests.profile,
  lengthMm: heatSinkOfferRequests.lengthMm,
  heatSinkQuantity: heatSinkOfferRequests.quantity,
  sku: productRequests.sku,
  productQuantity: productRequests.quantity,
  topic: contactFormRequests.topic,
  subject: contactFormRequests.subject,
  bomPurpose: bomRequests.purpose,
  bomProjectName: bomRequests.projectName,
  bomBoards: bomRequests.boards,
  bomLineCount: sql<number | null>`jsonb_array_length(${bomRequests.lines})`,
};

function joinedCases(executor: Executor) {
  return executor
    .select(listColumns)
    .from(requestCases)
    .leftJoin(pcbOfferRequests, joinedTo("pcb", sql`${pcbOfferRequests.id}`))
    .leftJoin(heatSinkOfferRequests, joinedTo("heat-sink", sql`${heatSinkOfferRequests.id}`))
    .leftJoin(productRequests, joinedTo("product", sql`${productRequests.id}`))
    .leftJoin(contactFormRequests, joinedTo("contact", sql`${contactFormRequests.id}`))
    .leftJoin(bomRequests, joinedTo("bom", sql`${bomRequests.id}`))
    .leftJoin(staffMembers, eq(staffMembers.id, requestCases.assigneeStaffId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof joinedCases>["where"]>>[number];

export function requestNumber(kind: RequestKind, requestRef: string): string {
  switch (kind) {
    case "pcb":
      return pcbRequestNumber(Number(requestRef));
    case "heat-sink":
      return heatSinkRequestNumber(Number(requestRef));
    case "product":
      return productRequestNumber(Number(requestRef));
    case "contact":
      return contactRequestNumber(requestRef);
    case "bom":
      return bomRequestNumber(Number(requestRef));
  }
}

/** A contact form's topic in words: a service form's name, the general form, or a product page's wrong-data report. */
function contactTopicName(topic: string, locale: ApiLocale) {
  if ((CONTACT_TOPICS as readonly string[]).includes(topic)) return topicName(topic as ContactTopic, locale);
  return text(topic === "product-error" ? "requestsDesk.topicProductError" : "requestsDesk.topicGeneral", locale);
}

function summaryLine(row: ListRow, locale: ApiLocale): string {
  switch (row.kind) {
    case "pcb":
      return [
        row.boards ? text("requestsDesk.boards", locale, { quantity: row.boards.pcbQuantity }) : null,
        row.stencil ? text("requestsDesk.stencils", locale, { quantity: row.stencil.stencilQuantity }) : null,
      ]
        .filter(Boolean)
        .join(", ");
    case "heat-sink":
      return heatSinkBarsLine(
        { quantity: row.heatSinkQuantity ?? 0, profile: row.profile ?? "", lengthMm: Number(row.lengthMm ?? 0) },
        locale,
      );
    case "product":
      return text("productRequests.part", locale, { sku: row.sku ?? "", quantity: row.productQuantity ?? 0 });
    case "contact":
      return `${contactTopicName(row.topic ?? "general", locale)}: ${row.subject ?? ""}`;
    case "bom": {
      const values = { count: Number(row.bomLineCount ?? 0), boards: row.bomBoards ?? 0 };
      return row.bomPurpose === "project"
        ? text("bomRequests.summaryProject", locale, { ...values, project: row.bomProjectName ?? "" })
        : text("bomRequests.summaryPriceStock", locale, values);
    }
  }
}

const summaryOf = (row: ListRow, locale: ApiLocale): RequestCaseSummary => ({
  caseId: row.caseId,
  kind: row.kind,
  requestRef: row.requestRef,
  number: requestNumber(row.kind, row.requestRef),
  requester: `${row.name ?? ""} ${row.lastName ?? ""}`.trim(),
  companyName: row.companyName,
  email: row.email ?? "",
  summary: summaryLine(row, locale),
  status: row.status,
  assignee: row.assigneeId ? { id: row.assigneeId, name: `${row.assigneeFirstName} ${row.assigneeLastName}` } : null,
  createdAt: row.createdAt.toISOString(),
});

export async function searchRequestCases(db: Database, query: RequestListQuery, staff: StaffIdentity, locale: ApiLocale) {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = and(
    query.kind ? eq(requestCases.kind, query.kind) : undefined,
    query.status ? eq(requestCases.status, query.status) : undefined,
    query.assignee === "none"
      ? isNull(requestCases.assigneeStaffId)
      : query.assignee
        ? eq(requestCases.assigneeStaffId, query.assignee === "me" ? staff.staffId : query.assignee)
        : undefined,
    pattern
      ? or(
          ilike(numberSql, pattern),
          ilike(sql`${either<string>("name")} || ' ' || ${either<string>("lastName")}`, pattern),
          ilike(either<string>("email"), pattern),
          ilike(either<string>("companyName"), pattern),
          ilike(bomRequests.projectName, pattern),
        )
      : undefined,
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(requestCases)
    .leftJoin(pcbOfferRequests, joinedTo("pcb", sql`${pcbOfferRequests.id}`))
    .leftJoin(heatSinkOfferRequests, joinedTo("heat-sink", sql`${heatSinkOfferRequests.id}`))
    .leftJoin(productRequests, joinedTo("product", sql`${productRequests.id}`))
    .leftJoin(contactFormRequests, joinedTo("contact", sql`${contactFormRequests.id}`))
    .leftJoin(bomRequests, joinedTo("bom", sql`${bomRequests.id}`))
    .where(where);
  const rows = await joinedCases(db)
    .where(where)
    .orderBy(desc(requestCases.createdAt), desc(requestCases.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map((row) => summaryOf(row, locale)), page: query.page, pageSize: query.pageSize, totalCount: total };
}

/** The staff a case may be assigned to: active members whose role holds requests.manage. */
export async function assignableStaff(executor: Executor) {
  const roles = STAFF_ROLES.filter((role) => staffRoleHolds(role, "requests.manage"));
  const rows = await executor
    .select({ id: staffMembers.id, firstName: staffMembers.firstName, lastName: staffMembers.lastName })
    .from(staffMembers)
    .where(and(eq(staffMembers.active, true), inArray(staffMembers.role, roles)))
    .orderBy(asc(staffMembers.firstName), asc(staffMembers.lastName));
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
}

/** What the customer sent and how to reach them, from the request's own table. */
async function requestOf(db: Database, kind: RequestKind, requestRef: string, locale: ApiLocale) {
  switch (kind) {
    case "pcb": {
      const [row] = await db
        .select()
        .from(pcbOfferRequests)
        .where(eq(pcbOfferRequests.id, Number(requestRef)));
      const [gerber] = await db
        .select({ fileName: pcbOfferGerbers.fileName, size: pcbOfferGerbers.size })
        .from(pcbOfferGerbers)
        .where(eq(pcbOfferGerbers.requestId, row.id));
      const content: RequestContent = {
        kind,
        type: row.type,
        boards: row.boards,
        stencil: row.stencil,
        deliveryTypeList: row.deliveryTypes as Extract<RequestContent, { kind: "pcb" }>["deliveryTypeList"],
        estimate: row.estimate,
        gerber: gerber ?? null,
      };
      return { row, content, consent: row.isCommercialCommunicationApproved };
    }
    case "heat-sink": {
      const [row] = await db
        .select()
        .from(heatSinkOfferRequests)
        .where(eq(heatSinkOfferRequests.id, Number(requestRef)));
      const content: RequestContent = {
        kind,
        profile: row.profile,
        lengthMm: Number(row.lengthMm),
        quantity: row.quantity,
        machiningNotes: row.machiningNotes,
        anodizingNotes: row.anodizingNotes,
      };
      return { row, content, consent: row.isCommercialCommunicationApproved };
    }
    case "product": {
      const [row] = await db
        .select()
        .from(productRequests)
        .where(eq(productRequests.id, Number(requestRef)));
      const content: RequestContent = {
        kind,
        variantId: row.variantId,
        sku: row.sku,
        quantity: row.quantity,
        targetPrice: row.targetPrice,
        targetCurrency: row.targetCurrency,
        neededBy: row.neededBy,
        note: row.note,
      };
      return { row, content, consent: row.isCommercialCommunicationApproved };
    }
    case "contact": {
      const [row] = await db.select().from(contactFormRequests).where(eq(contactFormRequests.id, requestRef));
      const details = row.details ?? {};
      const lines = (CONTACT_TOPICS as readonly string[]).includes(row.topic)
        ? detailLines(row.topic as ContactTopic, details, locale)
        : row.topic === "product-error"
          ? [
              text("productRequests.reportPart", locale, { sku: String(details.sku) }),
              text("productRequests.reportField", locale, { field: errorFieldName(details.field as ErrorReportField, locale) }),
            ]
          : [];
      const content: RequestContent = { kind, topic: row.topic, subject: row.subject, message: row.message, details: lines };
      return { row: { ...row, phoneCountryCode: null }, content, consent: null };
    }
    case "bom": {
      const [row] = await db
        .select()
        .from(bomRequests)
        .where(eq(bomRequests.id, Number(requestRef)));
      const { purpose, projectName, boards, sparePercent, lines, note } = row;
      const content: RequestContent = { kind, purpose, projectName, boards, sparePercent, lines, note };
      return { row, content, consent: row.isCommercialCommunicationApproved };
    }
  }
}

/** One case as its page shows it, in the staff member's language; null when there is no such case. */
export async function deskRequestCase(db: Database, caseId: number, locale: ApiLocale): Promise<RequestCase | null> {
  const [listed] = await joinedCases(db).where(eq(requestCases.id, caseId));
  if (!listed) return null;
  const { row, content, consent } = await requestOf(db, listed.kind, listed.requestRef, locale);
  const messages = await db
    .select()
    .from(requestMessages)
    .where(eq(requestMessages.caseId, caseId))
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  return {
    ...summaryOf(listed, locale),
    contact: {
      companyName: row.companyName,
      name: row.name,
      lastName: row.lastName,
      email: row.email,
      phoneCountryCode: row.phoneCountryCode,
      phone: row.phone,
    },
    locale: row.locale === "en" ? "en" : "tr",
    userId: row.userId,
    isCommercialCommunicationApproved: consent,
    content,
    messages: messages.map((message) => ({
      id: message.id,
      internal: message.internal,
      body: message.body,
      staffName: message.staffName,
      createdAt: message.createdAt.toISOString(),
    })),
    assignable: await assignableStaff(db),
    audit: await auditEntriesOf(db, "request-case", String(caseId)),
  };
}

/** The Gerber archive of a PCB request's case; null when the case is not a PCB request's or came without one. */
export async function caseGerber(db: Database, caseId: number) {
  const [row] = await db
    .select({ fileName: pcbOfferGerbers.fileName, content: pcbOfferGerbers.content })
    .from(requestCases)
    .innerJoin(pcbOfferRequests, joinedTo("pcb", sql`${pcbOfferRequests.id}`))
    .innerJoin(pcbOfferGerbers, eq(pcbOfferGerbers.requestId, pcbOfferRequests.id))
    .where(eq(requestCases.id, caseId));
  return row ?? null;
}
