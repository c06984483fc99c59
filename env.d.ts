/// <reference types="@remix-run/node" />
/// <reference types="vite/client" />
import "./app/server/load-context";

declare module "@remix-run/node" {
  // Single fetch: loaders' `data()` results are typed as their value in components.
  interface Future {
    v3_singleFetch: true;
  }
}
