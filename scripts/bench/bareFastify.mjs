// The reference for the API figures: a bare Fastify handler (no logging, no hooks, a small JSON answer) on the same
// machine, in its own process like the product. `node scripts/bench/bareFastify.mjs <port>`.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
process.send?.('listening');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
