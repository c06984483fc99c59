import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

// The storefront's build (docs/decisions/064-vite-and-preact.md): Remix's Vite plugin with the routes of
// contract/pages.js. What browsers load of React is Preact's compatibility layer, the same API in about a quarter of
// the bytes; the server renders with React.
const PREACT_IN_THE_BROWSER = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      ignoredRouteFiles: remixConfig.ignoredRouteFiles,
      routes: remixConfig.routes,
      serverModuleFormat: remixConfig.serverModuleFormat,
      future: remixConfig.future,
    }),
  ],
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${path.resolve("app")}/` },
      { find: /^@contract\//, replacement: `${path.resolve("contract")}/` },
      ...(isSsrBuild ? [] : PREACT_IN_THE_BROWSER),
    ],
  },
}));
