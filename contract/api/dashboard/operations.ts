import { operation } from "../../operation";
import { dashboardQuery, dashboardSchema } from "./schemas";

// The dashboard home's figures (issue 34 item 4, docs/decisions/048-dashboard-figures.md).

export const getDashboard = operation({
  method: "GET",
  path: "/aggregator/users/me/dashboard",
  summary: "Counts (open orders, awaiting payment, open requests, carts), the 3 most recent carts and 12 months of spending",
  tags: ["dashboard"],
  access: "user",
  query: dashboardQuery,
  data: dashboardSchema,
});
