import { parseBulletin, type Bulletin } from "./bulletin";

/** Where the bank's daily file is read and how long a request may take (config.ts RATES_*). */
export interface BulletinSource {
  url: string;
  timeoutMs: number;
}

/** Downloads and parses the bank's daily file; a timeout, a failed answer or a malformed file throws. */
export async function fetchBulletin(source: BulletinSource): Promise<Bulletin> {
  const response = await fetch(source.url, {
    signal: AbortSignal.timeout(source.timeoutMs),
    headers: { accept: "application/xml, text/xml" },
  });
  if (!response.ok) throw new Error(`${source.url} answered ${response.status}`);
  return parseBulletin(await response.text());
}
