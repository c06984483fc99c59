import { Suspense, useEffect, type ReactNode } from "react";

// The page is hydrated in turns, one task each, so that no task holds the phone's main thread for long
// (docs/decisions/067-hydration-in-turns.md). A part wrapped in <HydrateInTurn> suspends during the first hydration
// only; the browser's Preact keeps its server-rendered DOM meanwhile and hydrates it when its turn comes.

let hydrating = false;
/** The last turn taken: every turn is taken during the first hydration, so once it has come, all have. */
let lastTurn: Promise<void> = Promise.resolve();

/** A new task, without the clamp of nested timers: one message through a channel. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function takeTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  if (hydrating) throw takeTurn();
  return children;
}

/**
 * A part of the page hydrated in a task of its own. On the server, and after the first hydration, it is its children.
 * Its children are one element: Preact resumes a part of several elements by moving all but the first in the document,
 * which makes the browser lay them out again.
 */
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

/**
 * Marks the document `data-hydrated` once every part of the page has been hydrated. The attribute is set on the element,
 * not rendered: a state of the layout would render the whole page once more. The layout does not render the
 * attribute, so no later render removes it.
 */
export function useMarkHydratedInFull() {
  // Its effect runs after the first hydration has taken every turn; the task after the last one, its part is hydrated.
  useEffect(() => void lastTurn.then(nextTask).then(() => document.documentElement.setAttribute("data-hydrated", "")), []);
}
