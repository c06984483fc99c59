import { afterAll, beforeAll } from "vitest";
import { startStore, type Store } from "./store";

/** A line of the fault suite's story, indented under the test's name. */
export const say = (line: string) => console.log(`  ${line}`);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The store of the fault file that calls this at its top: started before the file's tests, stopped after them. The
 * answer stands for the store once it has started (each use reads the started one), so tests write `store.url`.
 */
export function storeOfThisFile(): Store {
  let started: Store | undefined;
  beforeAll(async () => {
    started = await startStore();
    say(
      `store serving at ${started.url} (API ${started.apiUrl}, processes ${JSON.stringify(started.processes())}), API_TIMEOUT_MS ${started.apiTimeoutMs}`,
    );
  });
  afterAll(() => started?.stop());
  return new Proxy({} as Store, {
    get(_target, name) {
      if (!started) throw new Error("the fault file's store has not started");
      return Reflect.get(started, name);
    },
  });
}
