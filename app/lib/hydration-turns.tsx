import { Suspense, useEffect, useState, type ReactNode } from "react";

// The page is hydrated in turns, one task each, so that no task holds the phone's main thread for long
// (docs/decisions/067-hydration-in-turns.md). A part wrapped in <HydrateInTurn> suspends during the first hydration
// only; the browser's Preact keeps its server-rendered DOM meanwhile and hydrates it when its turn comes.

let hydrating = false;
let pendingTurns = 0;
let turns: Promise<void> = Promise.resolve();
const whenAllHydrated: Array<() => void> = [];

/** A new task, without the clamp of nested timers: one message through a channel. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function takeTurn(): Promise<void> {
  pendingTurns += 1;
  const turn = turns.then(nextTask);
  turns = turn;
  void turn.then(nextTask).then(() => {
    pendingTurns -= 1;
    if (pendingTurns === 0) for (const resolve of whenAllHydrated.splice(0)) resolve();
  });
  return turn;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  if (hydrating) throw takeTurn();
  return children;
}

/** A part of the page hydrated in a task of its own. On the server, and after the first hydration, it is its children. */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/** Runs the first hydration; the parts in turns then follow, each in its own task. */
export function hydrateInTurns(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** False on the server and until every part of the page has been hydrated (the document's `data-hydrated`). */
export function useHydratedInFull(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (pendingTurns === 0) setHydrated(true);
    else whenAllHydrated.push(() => setHydrated(true));
  }, []);
  return hydrated;
}
