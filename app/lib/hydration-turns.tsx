import { Suspense, useEffect, useState, type ReactNode } from "react";

// The page is hydrated in turns, one task each, so that no task holds the phone's main thread for long
// (docs/decisions/067-hydration-in-turns.md). A part wrapped in <HydrateInTurn> suspends while the page hydrates
// only; the browser's Preact keeps its server-rendered DOM meanwhile and hydrates it when its turn comes.

/** True from the first hydration until every turn is taken: a part first rendered meanwhile waits for a turn. */
let hydrating = false;

/** A new task, without the clamp of nested timers: one message through a channel. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * A part's turn, thrown to its Suspense boundary while it waits. A thenable rather than a promise: a page gives out
 * dozens of turns, and what the boundary needs is only to be called back when the turn comes.
 */
class Turn {
  taken = false;
  private callbacks: Array<() => void> = [];

  then(onTaken: () => void) {
    if (this.taken) onTaken();
    else this.callbacks.push(onTaken);
  }

  take() {
    this.taken = true;
    for (const callback of this.callbacks.splice(0)) callback();
  }
}

/** The turns not taken yet, in order: a part resumed in its turn may hold parts of its own, whose turns come last. */
const waiting: Turn[] = [];
/** Called in the task after the last turn, once no part resumed in it has asked for another. */
const whenDone: Array<() => void> = [];
let turnsRunning = false;

/** One turn a task: the resumed part renders in this task's microtasks, where it may give out more turns. */
function takeNextTurn() {
  const turn = waiting.shift();
  if (turn) {
    turn.take();
    askForNextTurn();
    return;
  }
  turnsRunning = false;
  for (const done of whenDone.splice(0)) done();
}

/** The channel is made on the first turn: the server imports this module too, and an open port would keep Node running. */
let channel: MessageChannel | null = null;
function askForNextTurn() {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = takeNextTurn;
  }
  channel.port2.postMessage(null);
}

function takeTurn(): Turn {
  const turn = new Turn();
  waiting.push(turn);
  if (!turnsRunning) {
    turnsRunning = true;
    askForNextTurn();
  }
  return turn;
}

function WaitForTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.taken) throw turn;
  return children;
}

/**
 * A part of the page hydrated in a task of its own. On the server, and after the page's hydration, it is its children.
 * Its children are one element: Preact resumes a part of several elements by moving all but the first in the document,
 * which makes the browser lay them out again.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // The turn is the part's own, kept by this component (which does not suspend) while its children wait.
  const [turn] = useState(() => (hydrating ? takeTurn() : null));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}

/** Runs the first hydration; the parts in turns then follow, each in its own task. */
export function hydrateInTurns(hydrate: () => void) {
  hydrating = true;
  hydrate();
}

/** Calls back in the task after the last turn (at once when no turn is waiting). */
function afterEveryTurn(callback: () => void) {
  if (turnsRunning) whenDone.push(callback);
  else callback();
}

/**
 * Marks the document `data-hydrated` once every part of the page has been hydrated. The attribute is set on the element,
 * not rendered: a state of the layout would render the whole page once more. The layout does not render the
 * attribute, so no later render removes it.
 */
export function useMarkHydratedInFull() {
  // Its effect runs after the first hydration has given out its turns.
  useEffect(
    () =>
      afterEveryTurn(() => {
        hydrating = false;
        document.documentElement.setAttribute("data-hydrated", "");
      }),
    [],
  );
}
