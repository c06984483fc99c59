import { operation } from "../../operation";
import {
  accountParams,
  accountTermsBody,
  companyListQuery,
  companyListSchema,
  companyParams,
  companySchema,
  customerListQuery,
  customerListSchema,
  customerParams,
  customerSchema,
  customerStateBody,
  manualPostingBody,
  postingListQuery,
  postingListSchema,
  postingParams,
  reversePostingBody,
} from "./schemas";

// The back office's customers and credit desk (issue 32 item 7, docs/decisions/040-customers-and-credit.md). Staff
// holding customers.view read; customers.manage deactivates and reactivates a customer; credit.manage sets a current
// account's terms and enters or reverses its postings. Every change is audited with its reason.

const tags = ["back-office"];
const customers = "/back-office/customers";
const companies = "/back-office/companies";
const account = `${companies}/:companyId/accounts/:accountId`;

export const listDeskCustomers = operation({
  method: "GET",
  path: customers,
  summary: "Consumers and business users, newest first, searched by name, e-mail, company title or tax number",
  tags,
  access: "staff",
  staffPermission: "customers.view",
  query: customerListQuery,
  data: customerListSchema,
});

export const getDeskCustomer = operation({
  method: "GET",
  path: `${customers}/:userId`,
  summary: "A customer with their sign-in state, newest orders, addresses and the staff's changes",
  tags,
  access: "staff",
  staffPermission: "customers.view",
  params: customerParams,
  data: customerSchema,
  errors: [404],
});

export const deactivateDeskCustomer = operation({
  method: "POST",
  path: `${customers}/:userId/deactivate`,
  summary: "Deactivates a customer with a reason: no sign-in, and their open sign-ins end at once",
  tags,
  access: "staff",
  staffPermission: "customers.manage",
  params: customerParams,
  body: customerStateBody,
  data: customerSchema,
  errors: [404, 409],
});

export const reactivateDeskCustomer = operation({
  method: "POST",
  path: `${customers}/:userId/reactivate`,
  summary: "Reactivates a deactivated customer with a reason",
  tags,
  access: "staff",
  staffPermission: "customers.manage",
  params: customerParams,
  body: customerStateBody,
  data: customerSchema,
  errors: [404, 409],
});

export const listDeskCompanies = operation({
  method: "GET",
  path: companies,
  summary: "Companies, by title, searched by title, tax number or a user's e-mail",
  tags,
  access: "staff",
  staffPermission: "customers.view",
  query: companyListQuery,
  data: companyListSchema,
});

export const getDeskCompany = operation({
  method: "GET",
  path: `${companies}/:companyId`,
  summary: "A company with its users, its net-term current accounts and the staff's changes to them",
  tags,
  access: "staff",
  staffPermission: "customers.view",
  params: companyParams,
  data: companySchema,
  errors: [404],
});

export const setDeskAccountTerms = operation({
  method: "PUT",
  path: account,
  summary: "Sets a current account's limit, currency, maturity days and block, with a reason",
  tags,
  access: "staff",
  staffPermission: "credit.manage",
  params: accountParams,
  body: accountTermsBody,
  data: companySchema,
  errors: [404, 409],
});

export const listDeskPostings = operation({
  method: "GET",
  path: `${account}/postings`,
  summary: "A current account's postings, newest first, each with the balance once it counted",
  tags,
  access: "staff",
  staffPermission: "customers.view",
  params: accountParams,
  query: postingListQuery,
  data: postingListSchema,
  errors: [404],
});

export const addDeskPosting = operation({
  method: "POST",
  path: `${account}/postings`,
  summary: "Enters a manual debit or credit, or a payment received, on a current account, with a reason",
  tags,
  access: "staff",
  staffPermission: "credit.manage",
  params: accountParams,
  body: manualPostingBody,
  status: 201,
  data: postingListSchema,
  errors: [404],
});

export const reverseDeskPosting = operation({
  method: "POST",
  path: `${account}/postings/:postingId/reverse`,
  summary: "Reverses a posting by another of the opposite amount, with a reason (a posting is never changed or deleted)",
  tags,
  access: "staff",
  staffPermission: "credit.manage",
  params: postingParams,
  body: reversePostingBody,
  status: 201,
  data: postingListSchema,
  errors: [404, 409],
});
