// Baseline for the API benchmark: the smallest Fastify server (GET / -> {hello:'world'}), no
// logger, no plugins. Run by bench/api/run.mjs as its own process on the same machine, so the
// API's figures can be read against what Fastify itself does here and now.
// Env: PORT (required), HOST (default 127.0.0.1).
import Fastify from 'fastify';

const port = Number.parseInt(process.env.PORT ?? '', 10);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error('hello-world: set PORT to a port number');
  process.exit(1);
}
const host = process.env.HOST || '127.0.0.1';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(`hello-world listening on http://${host}:${port}`);
