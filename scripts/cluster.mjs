// @ts-check
import cluster from "node:cluster";

/**
 * Keeps `count` workers (node:cluster: this same script, one port) running: a worker that dies once serving is
 * replaced; one that dies before it ever listened (a bad setting, a missing build) stops them all, since its
 * replacements would die the same way. SIGINT and SIGTERM are passed on; the primary ends with its workers.
 * @param {{ count: number, name: string }} options
 */
export function superviseWorkers({ count, name }) {
  let stopping = false;
  const listened = new Set();
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  cluster.on("listening", (worker) => listened.add(worker.id));
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    if (!listened.has(worker.id)) {
      console.error(`${name} worker ${worker.process.pid} exited (${code}) before serving; stopping`);
      process.exitCode = code || 1;
      stop("SIGTERM");
      return;
    }
    console.error(`${name} worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  for (let index = 0; index < count; index += 1) cluster.fork();
}
