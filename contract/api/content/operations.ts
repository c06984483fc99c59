import { operation } from "../../operation";
import { contentPageParams, contentPageSchema } from "./schemas";

export const contentPage = operation({
  method: "GET",
  path: "/content/pages/:key",
  summary: "A content page (policy, about) in the Accept-Language language",
  tags: ["content"],
  access: "public",
  params: contentPageParams,
  data: contentPageSchema,
  errors: [404],
});
