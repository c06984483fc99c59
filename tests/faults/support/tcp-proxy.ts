import net from "node:net";

/**
 * How a cut looks to the side that connects:
 * - `refuse`: every open connection is reset and a new one is reset as soon as it arrives (a database server stopped
 *   or restarted);
 * - `blackhole`: open connections stay open but nothing passes, new ones are accepted and left waiting (a network
 *   that drops packets); on restore everything held goes through as if the network had only been slow.
 */
export type CutMode = "refuse" | "blackhole";

export interface TcpProxy {
  /** The local port to connect to instead of the target's. */
  readonly port: number;
  cut(mode: CutMode): void;
  restore(): void;
  close(): Promise<void>;
}

/** One client connection and, once it is made, its connection to the target. */
interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
}

interface Cut {
  mode: CutMode;
  since: number;
  /** Connections open at the cut (reset or held), and connections that arrived during it (refused or held). */
  open: number;
  arrived: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A TCP proxy on 127.0.0.1 in front of `target` (PostgreSQL for the fault suite) that tests cut and restore. Each
 * cut prints what was cut, and its restore for how long.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  name: string,
  log: (line: string) => void = console.log,
): Promise<TcpProxy> {
  const links = new Set<Link>();
  let cut: Cut | null = null;

  function resetLink(link: Link) {
    link.client.resetAndDestroy();
    link.upstream?.resetAndDestroy();
    links.delete(link);
  }

  function pipeLink(link: Link) {
    if (!link.upstream) return;
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
  }

  function holdLink(link: Link) {
    link.client.unpipe();
    link.upstream?.unpipe();
    link.client.pause();
    link.upstream?.pause();
  }

  function connectUpstream(link: Link) {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on("error", () => resetLink(link));
    upstream.on("close", () => link.client.destroy());
    pipeLink(link);
  }

  const server = net.createServer((client) => {
    const link: Link = { client, upstream: null };
    client.on("error", () => resetLink(link));
    client.on("close", () => {
      link.upstream?.destroy();
      links.delete(link);
    });
    if (cut) cut.arrived++;
    if (cut?.mode === "refuse") {
      client.resetAndDestroy();
      return;
    }
    links.add(link);
    if (cut?.mode === "blackhole") client.pause();
    else connectUpstream(link);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  const what = `${name} (127.0.0.1:${port} → ${target.host}:${target.port})`;

  return {
    port,
    cut(mode) {
      if (cut) throw new Error(`${what} is already cut (${cut.mode})`);
      cut = { mode, since: Date.now(), open: links.size, arrived: 0 };
      for (const link of [...links]) (mode === "refuse" ? resetLink : holdLink)(link);
      const effect = mode === "refuse" ? "reset; new ones refused" : "held; new ones held";
      log(`✂ cut ${what}, ${mode}: ${cut.open} open connection(s) ${effect}`);
    },
    restore() {
      if (!cut) return;
      const { mode, since, open, arrived } = cut;
      cut = null;
      for (const link of links) {
        if (link.upstream) pipeLink(link);
        else connectUpstream(link);
      }
      const effect = mode === "refuse" ? `${open} reset, ${arrived} refused` : `${open + arrived} held and let through`;
      log(`↺ restored ${what} after ${seconds(Date.now() - since)} cut (${mode}: ${effect})`);
    },
    async close() {
      for (const link of [...links]) resetLink(link);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
