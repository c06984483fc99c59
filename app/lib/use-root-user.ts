import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** The signed-in user as the root loader read it (name, user type, permissions), null for a guest. */
export function useRootUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
