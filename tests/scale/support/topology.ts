import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServerDatabase } from "../../../scripts/server-database.mjs";
import { freePort, inheritedEnv, stopped } from "../../support/child-processes";

// The scale-out rehearsal's topology (README "Scaling out", deploy/compose.yaml): nginx from deploy/nginx in front of
// two storefront and two API processes, on one new database of the PostgreSQL server and the local Redis.

const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const READY_WITHIN_MS = 180_000;

export type ReplicaName = "api-a" | "api-b" | "storefront-a" | "storefront-b";

export interface Replica {
  name: ReplicaName;
  /** Its own address, past the balancer. */
  url: string;
  readyPath: string;
}

export interface Topology {
  /** The balancer's storefront and API addresses. */
  web: string;
  api: string;
  databaseUrl: string;
  replicas: Record<ReplicaName, Replica>;
  /** Stops a replica at once (SIGKILL: what a crash or a lost machine does). */
  kill(name: ReplicaName): void;
  /** Starts a killed replica again and waits until it is ready. */
  restart(name: ReplicaName): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

async function waitReady(url: string, child: () => ChildProcess | undefined, output: () => string) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    const process = child();
    if (process && (process.exitCode !== null || process.signalCode !== null))
      throw new Error(`${url}: stopped while starting\n${output()}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${READY_WITHIN_MS / 1000} s\n${output()}`);
}

/** deploy/nginx/store.conf.template with its ${NAME}s filled in, as the nginx image's envsubst fills them. */
function renderTemplate(values: Record<string, string>) {
  const template = readFileSync(path.resolve("deploy/nginx/store.conf.template"), "utf8");
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Debian's nginx (`apt-get install nginx`), found where the package puts it even when /usr/sbin is not on PATH. */
function nginxBinary(): string {
  const found = [...(process.env.PATH ?? "").split(":"), "/usr/sbin"].map((folder) => path.join(folder, "nginx")).find(existsSync);
  if (!found) throw new Error("The scale-out rehearsal needs nginx: apt-get install -y nginx");
  return found;
}

export async function startTopology(): Promise<Topology> {
  const nginxPath = nginxBinary();
  const database = await createServerDatabase(SERVER_URL, "store_scale");
  const workDir = mkdtempSync(path.join(tmpdir(), "store-scale-"));
  const [web, api, storefrontA, storefrontB, apiA, apiB] = await Promise.all(Array.from({ length: 6 }, freePort));
  const lines: string[] = [];
  const output = () => lines.join("");
  const secret = randomBytes(32).toString("hex");
  // Every replica of a role runs with the same settings: the secrets, the database, Redis, the uploads folder.
  const shared = {
    ...inheritedEnv(),
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    JWT_SECRET: secret,
    SESSION_SECRET: secret,
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString("hex"),
    STAFF_TOTP_KEY: randomBytes(32).toString("base64"),
    DATABASE_URL: database.url,
    REDIS_URL,
    DATA_DIR: path.join(workDir, "data"),
    RATES_FETCH: "off",
  };
  const apiEnv = { ...shared, API_HOST: "127.0.0.1", API_WORKERS: "1" };
  const storefrontEnv = {
    ...shared,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    API_URL: `http://127.0.0.1:${api}`,
    STOREFRONT_URL: `http://127.0.0.1:${web}`,
    COOKIE_SECURE: "false",
    STOREFRONT_WORKERS: "1",
  };
  const replica = (name: ReplicaName, port: number, script: string, readyPath: string, env: Record<string, string>) => ({
    name,
    url: `http://127.0.0.1:${port}`,
    readyPath,
    args: ["--import", "tsx", script],
    env,
    child: undefined as ChildProcess | undefined,
  });
  const replicas = {
    "api-a": replica("api-a", apiA, "api/main.ts", "/v1/health/ready", { ...apiEnv, API_PORT: String(apiA) }),
    // The first API migrates and seeds the demo store; the second finds it done.
    "api-b": replica("api-b", apiB, "api/main.ts", "/v1/health/ready", { ...apiEnv, API_PORT: String(apiB), SEED_ON_START: "none" }),
    "storefront-a": replica("storefront-a", storefrontA, "server.ts", "/healthz", { ...storefrontEnv, PORT: String(storefrontA) }),
    "storefront-b": replica("storefront-b", storefrontB, "server.ts", "/healthz", { ...storefrontEnv, PORT: String(storefrontB) }),
  };
  const keep = (name: string, child: ChildProcess) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding("utf8").on("data", (chunk: string) => {
        lines.push(`[${name}] ${chunk}`);
        if (lines.length > 400) lines.shift();
      });
    }
  };
  const launch = async (name: ReplicaName) => {
    const replica = replicas[name];
    const child: ChildProcess = spawn(process.execPath, replica.args, {
      env: replica.env as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    keep(name, child);
    replica.child = child;
    await waitReady(`${replica.url}${replica.readyPath}`, () => replica.child, output);
  };

  // nginx's workers run as an unprivileged user when it is started as root (CI): they must reach the static page.
  chmodSync(workDir, 0o755);
  mkdirSync(path.join(workDir, "logs"), { recursive: true });
  const staticRoot = path.join(workDir, "static");
  mkdirSync(staticRoot);
  writeFileSync(path.join(staticRoot, "unavailable.html"), readFileSync(path.resolve("deploy/nginx/unavailable.html")));
  const site = renderTemplate({
    STOREFRONT_A: `127.0.0.1:${storefrontA}`,
    STOREFRONT_B: `127.0.0.1:${storefrontB}`,
    API_A: `127.0.0.1:${apiA}`,
    API_B: `127.0.0.1:${apiB}`,
    STORE_LISTEN: `127.0.0.1:${web}`,
    API_LISTEN: `127.0.0.1:${api}`,
    STATIC_ROOT: staticRoot,
  });
  const temp = (name: string) => `${name}_temp_path ${path.join(workDir, name)};`;
  writeFileSync(
    path.join(workDir, "nginx.conf"),
    [
      `pid ${path.join(workDir, "nginx.pid")};`,
      `error_log ${path.join(workDir, "logs", "error.log")} warn;`,
      "events { worker_connections 1024; }",
      `http { access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}`,
      site,
      "}",
    ].join("\n"),
  );
  let nginx: ChildProcess | undefined;
  /** Asks nginx to stop, its master then stopping its workers (a killed master left a worker listening after the run). */
  const stopNginx = async () => {
    if (!nginx || (await stopped(nginx, 0))) return;
    nginx.kill("SIGTERM");
    if (!(await stopped(nginx, 5000))) nginx.kill("SIGKILL");
  };
  const stop = async () => {
    for (const replica of Object.values(replicas)) replica.child?.kill("SIGKILL");
    await Promise.all([stopNginx(), new Promise((resolve) => setTimeout(resolve, 200))]);
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await launch("api-a");
    await Promise.all([launch("api-b"), launch("storefront-a"), launch("storefront-b")]);
    nginx = spawn(nginxPath, ["-p", workDir, "-c", path.join(workDir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    keep("nginx", nginx);
    await waitReady(`http://127.0.0.1:${web}/en`, () => nginx, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    web: `http://127.0.0.1:${web}`,
    api: `http://127.0.0.1:${api}`,
    databaseUrl: database.url,
    replicas,
    kill: (name) => replicas[name].child?.kill("SIGKILL"),
    restart: (name) => launch(name),
    output,
    stop,
  };
}
