/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    /** Each request's path, or `setupRequest` to give it as the request is sent. */
    requests?: Array<{ method: string; path: string } | { method: string; setupRequest: (request: { path: string }) => { path: string } }>;
  }
  interface Result {
    errors: number;
    timeouts: number;
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  export default function autocannon(options: Options): Instance;
}
