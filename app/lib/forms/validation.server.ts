// What the routes' loaders and actions validate forms with, for them only. A route module must not import zod's
// schemas, conform's zod adapter or the contract modules built on them for its loader or action: the browser build
// drops the loader and the action, but esbuild keeps an import of a module that lies in a shared chunk (as a
// form's schema does, since its validation loads on first use), and so zod would be back in the page's JavaScript
// (docs/decisions/062-page-javascript.md). `*.server.ts` modules are empty in the browser build.
export { parseWithZod } from "@conform-to/zod/v4";
export { formConstraint, type FormConstraint } from "./constraint";
