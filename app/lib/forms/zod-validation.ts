// conform's zod parser, alone in a module that a form loads on its first use (use-lazy-validation.ts): the page's
// initial JavaScript carries neither zod nor conform's zod adapter (docs/decisions/062-page-javascript.md).
export { parseWithZod } from "@conform-to/zod/v4";
