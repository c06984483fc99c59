/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: Array<{ method: string; path: string }>;
  }
  interface Result {
    errors: number;
    timeouts: number;
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  export default function autocannon(options: Options): Instance;
}
