import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

export function percentile(sorted: number[], share: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/**
 * Loads `paths` (cycled by each connection; or a function giving each request's path, in the order the requests are
 * sent by all connections) on a loopback origin for a bounded time; percentiles come from every response time, not
 * from autocannon's histogram buckets (which have no p95).
 */
export async function load(
  origin: string,
  paths: string[] | (() => string),
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers,
    requests:
      typeof paths === "function"
        ? [{ method: "GET", setupRequest: (request: { path: string }) => ({ ...request, path: paths() }) }]
        : paths.map((path) => ({ method: "GET", path })),
  });
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 400) errors += 1;
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    errors: errors + result.errors + result.timeouts,
  };
}
