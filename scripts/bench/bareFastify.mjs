// The reference for the API figures: a bare Fastify handler (no logging, no hooks, a small JSON answer) on the same
// machine, in its own process like the product. `node scripts/bench/bareFastify.mjs <port> [<log file>]`: with a log
// file, it also writes one line per request there the way Fastify users usually do (pino's child per request, the
// line on response, pino's destination synchronous in batches of 4 kB as the product's): context for the product's
// figures, not the reference.
import Fastify from 'fastify';
import pino from 'pino';

const [port, logFile] = process.argv.slice(2);
const app = Fastify({
  logger: logFile ? { stream: pino.destination({ dest: logFile, sync: true, minLength: 4096 }) } : false,
  disableRequestLogging: true,
});
if (logFile) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('listening');
process.on(
  'SIGTERM',
  () =>
    void app.close().then(() => {
      app.log.flush();
      process.exit(0);
    }),
);
