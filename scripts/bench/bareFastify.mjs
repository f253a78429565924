// The reference for the API figures: a bare Fastify handler (no logging, no hooks, a small JSON answer) on the same
// machine, in its own process like the product. `node scripts/bench/bareFastify.mjs <port> [<log file>]`: with a log
// file, it also writes Fastify's own "request completed" line for each request there (pino's child per request, the
// destination synchronous in 4 kB batches like the product's): context for the product's figures, not the reference.
import Fastify, { LogController } from 'fastify';
import pino from 'pino';

/** Fastify's default request logging without its "incoming request" line: one line per request. */
class CompletedLineOnly extends LogController {
  incomingRequest() {}
}

const [port, logFile] = process.argv.slice(2);
const app = Fastify(
  logFile
    ? {
        logger: { stream: pino.destination({ dest: logFile, sync: true, minLength: 4096 }) },
        logController: new CompletedLineOnly(),
      }
    : { logger: false },
);
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('listening');
process.on(
  'SIGTERM',
  () =>
    void app.close().then(() => {
      if (logFile) app.log.flush();
      process.exit(0);
    }),
);
