import { useEffect, useState } from "react";

/** False on the server and until the page's JavaScript runs: controls that need scripts appear only then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
