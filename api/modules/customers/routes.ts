import type { FastifyInstance } from "fastify";
import {
  addDeskPosting,
  deactivateDeskCustomer,
  getDeskCompany,
  getDeskCustomer,
  listDeskCompanies,
  listDeskCustomers,
  listDeskPostings,
  reactivateDeskCustomer,
  reverseDeskPosting,
  setDeskAccountTerms,
} from "@contract/api/customers/operations";
import { listDeskInvoices, sendDeskInvoiceAgain } from "@contract/api/invoices-desk/operations";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { staffOf } from "../back-office/staff-identity";
import { privateNoStore } from "../catalog/http";
import { postingListQuery } from "@contract/api/customers/schemas";
import { searchInvoices, sendInvoiceAgain } from "../invoices/desk";
import type { OrderMailSettings } from "../orders/mails";
import { accountPostings, addManualPosting, reversePosting, setAccountTerms } from "./accounts";
import { deskCompany, searchCompanies } from "./companies";
import { deskCustomer, searchCustomers, setCustomerActive } from "./customers";

/**
 * The back office's customers, companies and credit desk and its invoices list (mounted under /v1;
 * docs/decisions/040-customers-and-credit.md). A change answers the object as its page shows it afterwards.
 */
export default async function customerDeskRoutes(app: FastifyInstance, { mail }: { mail: OrderMailSettings }) {
  const signIns = { db: app.db, revocations: app.revocations };
  const firstPostings = postingListQuery.parse({});

  route(app, listDeskCustomers, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await searchCustomers(app.db, request.query) };
  });
  route(app, getDeskCustomer, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await deskCustomer(app.db, request.params.userId, requestLocale(request)) };
  });
  route(app, deactivateDeskCustomer, async (request, reply) => {
    const locale = requestLocale(request);
    const data = await setCustomerActive(signIns, request.params.userId, false, request.body.reason, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("customersDesk.deactivated", locale), data };
  });
  route(app, reactivateDeskCustomer, async (request, reply) => {
    const locale = requestLocale(request);
    const data = await setCustomerActive(signIns, request.params.userId, true, request.body.reason, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("customersDesk.reactivated", locale), data };
  });

  route(app, listDeskCompanies, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await searchCompanies(app.db, request.query) };
  });
  route(app, getDeskCompany, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await deskCompany(app.db, request.params.companyId, requestLocale(request)) };
  });
  route(app, setDeskAccountTerms, async (request, reply) => {
    const locale = requestLocale(request);
    const { companyId, accountId } = request.params;
    await setAccountTerms(app.db, companyId, accountId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("customersDesk.termsSaved", locale), data: await deskCompany(app.db, companyId, locale) };
  });
  route(app, listDeskPostings, async (request, reply) => {
    const { companyId, accountId } = request.params;
    privateNoStore(reply);
    return { success: true, data: await accountPostings(app.db, companyId, accountId, request.query, requestLocale(request)) };
  });
  route(app, addDeskPosting, async (request, reply) => {
    const locale = requestLocale(request);
    const { companyId, accountId } = request.params;
    await addManualPosting(app.db, companyId, accountId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return {
      success: true,
      message: text("customersDesk.posted", locale),
      data: await accountPostings(app.db, companyId, accountId, firstPostings, locale),
    };
  });
  route(app, reverseDeskPosting, async (request, reply) => {
    const locale = requestLocale(request);
    const { companyId, accountId, postingId } = request.params;
    await reversePosting(app.db, companyId, accountId, postingId, request.body.reason, staffOf(request), locale);
    privateNoStore(reply);
    return {
      success: true,
      message: text("customersDesk.reversed", locale),
      data: await accountPostings(app.db, companyId, accountId, firstPostings, locale),
    };
  });

  route(app, listDeskInvoices, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await searchInvoices(app.db, request.query) };
  });
  route(app, sendDeskInvoiceAgain, async (request, reply) => {
    const locale = requestLocale(request);
    const data = await sendInvoiceAgain(app, request.params.invoiceNumber, staffOf(request), mail, locale);
    privateNoStore(reply);
    return { success: true, message: text("invoicesDesk.sent", locale, { to: data.sentTo }), data };
  });
}
