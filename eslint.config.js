// ESLint (flat config) for the whole repository: `npm run lint`, and the first step of `npm test`.
// Non type-checked typescript-eslint rules (the whole run stays in seconds on 2 cores; `tsc --noEmit` checks types),
// import cycles and the boundaries between storefront (app/), API (api/) and what they share (contract/).
// Formatting is Prettier's job (.prettierrc.json): no stylistic rules here.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { defineConfig, globalIgnores } from "eslint/config";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

// esbuild keeps every part of zod (its 40 locales too) behind the named `z`, and only what is used behind the namespace
// import (docs/decisions/062-page-javascript.md).
const zodNamespaceOnly = [
  "error",
  {
    selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
    message: 'Import zod as `import * as z from "zod"`.',
  },
];

// The browser's Preact makes other `useId` values than the server's React (docs/decisions/064-vite-and-preact.md), and
// conform names a form and its fields from `useId` unless the form is given an id.
const formsNamedById = {
  selector: "CallExpression[callee.name='useForm'] > ObjectExpression:not(:has(> Property[key.name='id']))",
  message: "Give the form an id (`useForm({ id: … })`): the browser's useId differs from the server's.",
};

export default defineConfig(
  globalIgnores([
    "node_modules/",
    "build/",
    ".cache/",
    "data/",
    ".data/",
    "test-reports/",
    "playwright-report/",
    "test-results/",
    "bench/results/",
    "api/db/migrations/",
  ]),

  {
    name: "store/files",
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: "store/typescript",
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports", fixStyle: "inline-type-imports" }],
      // A leading underscore marks a binding kept on purpose (`const { id: _id, ...values } = address`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // `interface AppLoadContext extends StoreLoadContext {}` is how a library's type is augmented.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },

  // Imports: resolved like TypeScript does (tsconfig.json paths: `~/*` → app/*, `@contract/*` → contract/*).
  {
    name: "store/imports",
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x reads only .js/.mjs/.cjs files when it follows imports, and no-cycle sees no cycle.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json`, alwaysTryTypes: true })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // The boundaries (docs/decisions/006-contract-package.md): the storefront and the API never import each
      // other; contract/ imports neither. Checked on the resolved file, so `../../app/x`, `~/x` and any other
      // spelling that lands in the forbidden folder are all caught. tests/, bench/ and scripts/ may import anything.
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            { target: "./app", from: "./api", message: "The storefront must not import the API: share it through contract/." },
            { target: "./api", from: "./app", message: "The API must not import the storefront: share it through contract/." },
            { target: "./contract", from: ["./app", "./api"], message: "contract/ is imported by app/ and api/ and imports neither." },
          ],
        },
      ],
    },
  },

  // The storefront runs in the browser as well as on the server.
  {
    name: "store/storefront",
    files: ["app/**/*.{js,ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      // rules-of-hooks, exhaustive-deps and the React Compiler's checks (purity, refs, immutability…), all as
      // errors: a warning would not fail `npm test`.
      ...Object.fromEntries(Object.keys(reactHooks.configs["recommended-latest"].rules).map((rule) => [rule, "error"])),
      // Off: it flags the idiomatic `useEffect(() => setHydrated(true), [])` (app/lib/use-hydrated.ts) and state
      // reset when a loader's data changes; without the React Compiler these are correct and cheap.
      "react-hooks/set-state-in-effect": "off",
      "no-restricted-syntax": [...zodNamespaceOnly, formsNamedById],
      // Forms post through the store's <Form>, which carries the idempotency key (docs/decisions/016-idempotent-writes.md).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@remix-run/react",
              importNames: ["Form"],
              message: "Use ~/components/ui/form: it carries the form's idempotency key.",
            },
          ],
        },
      ],
    },
  },
  // The contract is bundled for the browser too.
  {
    name: "store/contract",
    files: ["contract/**/*.{js,ts}"],
    rules: { "no-restricted-syntax": zodNamespaceOnly },
  },
  {
    name: "store/storefront-form",
    files: ["app/components/ui/form.tsx"],
    rules: { "no-restricted-imports": "off" },
  },

  // Playwright fixtures take their dependencies by destructuring, `async ({}, use) => …` when they need none.
  {
    name: "store/e2e",
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
);
