import { operation } from "../../operation";
import { bomMatchBody, bomMatchSchema } from "./schemas";

// The BOM tool (issue 36). Open to guests; a business caller's customer part numbers are matched too, and its
// answer is private (docs/decisions/043-customer-references.md).

export const matchBom = operation({
  method: "POST",
  path: "/bom/match",
  summary: "Match the lines of a bill of materials to the catalog: by part number, customer part number or value and package",
  tags: ["bom"],
  access: "public",
  body: bomMatchBody,
  data: bomMatchSchema,
  // Each answer lists every packaging of up to four parts per line.
  checkAnswer: false,
});
