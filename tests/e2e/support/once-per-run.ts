import { mkdir, readFile, rename, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

const WAIT_MS = 60_000;

/**
 * Makes something once for the whole browser run, shared by every worker and both projects: the first caller makes
 * it and leaves the answer in the store's data folder (the run's own); the others wait for that answer. For setup on
 * a shared demo account that must not run twice at once (placing an order empties that account's one active cart).
 */
export async function oncePerRun<T>(name: string, make: () => Promise<T>): Promise<T> {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", `e2e-once-${name}.json`);
  const first = await mkdir(`${file}.lock`).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return false;
      throw error;
    },
  );
  if (first) {
    const made = await make().then(
      (value) => ({ value }),
      (error: unknown) => ({ error: String(error) }),
    );
    // Written aside and renamed: a waiting reader never sees half of it.
    await writeFile(`${file}.part`, JSON.stringify(made));
    await rename(`${file}.part`, file);
    if ("error" in made) throw new Error(made.error);
    return made.value;
  }
  for (const started = Date.now(); Date.now() - started < WAIT_MS; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const text = await readFile(file, "utf8").catch(() => null);
    if (text === null) continue;
    const made = JSON.parse(text) as { value: T } | { error: string };
    if ("error" in made) throw new Error(`${name} failed in another test: ${made.error}`);
    return made.value;
  }
  throw new Error(`${name} was not made within ${WAIT_MS / 1000} s (a run stopped while making it leaves ${file}.lock behind)`);
}

/**
 * Runs `work` while no other test of the run holds the lock `name` (workers and both projects alike): for tests that
 * go through a shared demo account's one active cart, which another test's order would empty midway.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? "", `e2e-exclusive-${name}.lock`);
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const taken = await mkdir(lock).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "EEXIST") return false;
        throw error;
      },
    );
    if (taken) break;
    if (Date.now() - started > WAIT_MS) throw new Error(`${name} was held for more than ${WAIT_MS / 1000} s`);
  }
  try {
    return await work();
  } finally {
    await rmdir(lock);
  }
}
