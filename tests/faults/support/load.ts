/** One kind of request of a load: its name and how to send it once (its answer's status; 0 when none came). */
export interface LoadStep {
  name: string;
  send(): Promise<number>;
}

/** The statuses each step got, by step name. */
export type LoadResult = Map<string, number[]>;

/** The status of a fetch, its body read; 0 when the connection failed and no answer came. */
export async function statusOf(answer: Promise<Response>): Promise<number> {
  try {
    const response = await answer;
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** `connections` loops, each sending the steps in turn, one request at a time, until `durationMs` have passed. */
export async function runLoad(steps: LoadStep[], options: { connections: number; durationMs: number }): Promise<LoadResult> {
  const result: LoadResult = new Map(steps.map((step) => [step.name, []]));
  const until = Date.now() + options.durationMs;
  const loop = async (offset: number) => {
    for (let turn = offset; Date.now() < until; turn++) {
      const step = steps[turn % steps.length];
      result.get(step.name)!.push(await step.send());
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => loop(index)));
  return result;
}

/** "product read 120 × 200, 3 × 503; …": what each step got. */
export function describeLoad(result: LoadResult): string {
  return [...result]
    .map(([name, statuses]) => {
      const counts = new Map<number, number>();
      for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
      return `${name} ${[...counts].map(([status, count]) => `${count} × ${status}`).join(", ")}`;
    })
    .join("; ");
}
