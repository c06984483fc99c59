import { percentile } from "../load";
import { newBuyer } from "./accounts";
import { loadCatalog } from "./catalog";
import { browse, guestCheckout, search, signedInAddToCart, signedInCheckout, signIn, type PlacedOrder, type Shopper } from "./journeys";
import { checkOrders, stockOf, type OrderCheck } from "./order-checks";
import { Visitor, type Sample } from "./visitor";

// The mixed load (docs/decisions/061-mixed-load.md) against a running store: its visitors, their journeys in the
// decision's proportions, the figures per step and the orders and stock checked afterwards. `npm run bench:load` runs
// it on one store; the scale-out rehearsal (tests/scale) runs it through the balancer while processes are killed.

export interface LoadTarget {
  /** The storefront's origin (or the balancer's), and the API's (for the setup: buyers, the catalog). */
  web: string;
  api: string;
  /** The store's database, for the orders and stock checked afterwards. */
  databaseUrl: string;
}

export interface StepFigures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

export interface LoadOutcome {
  seconds: number;
  journeys: Map<string, number>;
  steps: StepFigures[];
  /** Every failed request: its step and status (0: no answer at all). */
  failedRequests: Sample[];
  requests: number;
  /** The journeys an error stopped, with the error. */
  stoppedJourneys: string[];
  orders: PlacedOrder[];
  check: OrderCheck;
}

/** Each visitor browses from an address of its own, as behind a proxy (the store trusts the header from loopback). */
const addressOf = (visitor: number, guest = 0) => `10.${40 + (visitor % 200)}.${Math.floor(guest / 250) % 250}.${1 + (guest % 250)}`;

export async function runMixedLoad(target: LoadTarget, { seconds, visitors }: { seconds: number; visitors: number }): Promise<LoadOutcome> {
  const samples: Sample[] = [];
  const record = (sample: Sample) => samples.push(sample);
  const catalog = await loadCatalog(target.api);
  const buyers = await Promise.all(Array.from({ length: visitors }, (_, index) => newBuyer(target.api, index, addressOf(index, 9999))));
  const shoppers: Shopper[] = buyers.map((_, index) => ({ visitor: new Visitor(target.web, addressOf(index), record), cart: new Map() }));
  await Promise.all(shoppers.map(({ visitor }, index) => signIn(visitor, buyers[index])));
  samples.length = 0;
  const stockBefore = await stockOf(
    target.databaseUrl,
    catalog.bought.map((part) => part.variantId),
  );

  const orders: PlacedOrder[] = [];
  const stoppedJourneys: string[] = [];
  let guests = 0;
  const newGuest = (index: number) => new Visitor(target.web, addressOf(index, (guests += 1)), record);
  const placing = (order: Promise<PlacedOrder>) => order.then((placed) => orders.push(placed));
  // Out of 100 journeys (docs/decisions/061-mixed-load.md).
  const journeys: Array<[weight: number, name: string, run: (index: number) => Promise<unknown>]> = [
    [50, "browse", (index) => browse(newGuest(index), catalog)],
    [20, "search", (index) => search(newGuest(index), catalog)],
    [15, "signed-in add to cart", (index) => signedInAddToCart(shoppers[index], catalog)],
    [5, "guest checkout by EFT", (index) => placing(guestCheckout(newGuest(index), catalog, guests))],
    [6, "signed-in checkout by EFT", (index) => placing(signedInCheckout(shoppers[index], catalog, "eft"))],
    [4, "signed-in checkout by card", (index) => placing(signedInCheckout(shoppers[index], catalog, "card"))],
  ];
  const draw = () => {
    let roll = Math.random() * 100;
    for (const journey of journeys) if ((roll -= journey[0]) < 0) return journey;
    return journeys[0];
  };

  const journeyCounts = new Map<string, number>();
  const since = new Date();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (_, index) => {
      while (performance.now() < deadline) {
        const [, name, run] = draw();
        journeyCounts.set(name, (journeyCounts.get(name) ?? 0) + 1);
        await run(index).catch((error: Error) => stoppedJourneys.push(`${name}: ${error.message}`));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const byStep = new Map<string, Sample[]>();
  for (const sample of samples) {
    if (!byStep.has(sample.step)) byStep.set(sample.step, []);
    byStep.get(sample.step)!.push(sample);
  }
  const steps = [...byStep]
    .map(([name, stepSamples]): StepFigures => {
      const times = stepSamples.map((sample) => sample.ms).sort((a, b) => a - b);
      return {
        name,
        requests: times.length,
        perSecond: times.length / elapsed,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        errors: stepSamples.filter((sample) => sample.failed).length,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    seconds: elapsed,
    journeys: journeyCounts,
    steps,
    failedRequests: samples.filter((sample) => sample.failed),
    requests: samples.length,
    stoppedJourneys,
    orders,
    check: await checkOrders(target.databaseUrl, since, orders, stockBefore),
  };
}

/** The outcome as `npm run bench:load` prints it. */
export function printMixedLoad(outcome: LoadOutcome) {
  console.log(`Journeys: ${[...outcome.journeys].map(([name, count]) => `${name} ${count}`).join(", ")}\n`);
  const header = ["requests", "req/s", "p50 ms", "p95 ms", "errors"];
  console.log(`${"step".padEnd(40)} ${header.map((title) => title.padStart(8)).join(" ")}`);
  for (const step of outcome.steps) {
    const cells = [String(step.requests), step.perSecond.toFixed(1), step.p50.toFixed(0), step.p95.toFixed(0), String(step.errors)];
    console.log(`${step.name.padEnd(40)} ${cells.map((cell) => cell.padStart(8)).join(" ")}`);
  }
  console.log(`${"all".padEnd(40)} ${String(outcome.requests).padStart(8)} ${(outcome.requests / outcome.seconds).toFixed(1).padStart(8)}`);
  console.log(`\nErrors: ${outcome.failedRequests.length} failed requests, ${outcome.stoppedJourneys.length} journeys stopped by one.`);
  for (const failure of new Set(outcome.stoppedJourneys.slice(0, 10))) console.log(`  ${failure}`);
  const { check, orders } = outcome;
  console.log(
    `Orders: ${check.placed} placed (${orders.filter((order) => order.paidBy === "card").length} by card), ` +
      `${check.inDatabase} of them in the database, ${check.made} made in all; the stock of the parts bought checked.`,
  );
  for (const problem of check.problems) console.log(`  ${problem}`);
}
