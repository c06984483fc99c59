import type { FastifyInstance } from "fastify";
import rateRoutes from "./routes";
import { scheduleRates, type RatesSchedule } from "./scheduler";

export interface RatesOptions {
  /** The daily fetch of the central bank's rates; null turns it off (tests, and by default outside production). */
  schedule: RatesSchedule | null;
}

/** Exchange rates (mounted under /v1): the daily central-bank fetch and the back office's operations. */
export default async function ratesPlugin(app: FastifyInstance, { schedule }: RatesOptions) {
  if (schedule) scheduleRates(app, schedule);
  await app.register(rateRoutes);
}
