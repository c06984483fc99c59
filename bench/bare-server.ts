/** The yardstick: a bare Fastify route answering a small JSON body, measured in the same run as the real routes. */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ success: true, data: { ok: true } }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
