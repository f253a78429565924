// API figures with autocannon: the most requests/s each read answers (10 connections), then p99 latency at half that
// rate; and the load test, a fixed rate from several client addresses for a minute.
import autocannon from 'autocannon';

const CONNECTIONS = 10;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  requests: result.requests.total,
  // Sent, answered or not: the server logs a request still in flight when a run ends too.
  sent: result.requests.sent,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
});

/**
 * Capacity of each target (the requests/s answered with all connections busy), then its p99 at half that rate.
 * Targets are measured one after another, each after a short warm-up, in the same run.
 */
export async function measureApi(targets, { seconds = 10 } = {}) {
  const results = {};
  for (const [name, target] of Object.entries(targets)) {
    const warmUp = summary(await run({ url: target.url, headers: target.headers, duration: 2 }));
    const full = summary(await run({ url: target.url, headers: target.headers, duration: seconds }));
    const half = summary(
      await run({
        url: target.url,
        headers: target.headers,
        duration: seconds,
        overallRate: Math.max(1, Math.round(full.rps / 2)),
      }),
    );
    results[name] = {
      ...full,
      p99AtHalf: half.p99,
      halfErrors: half.errors + half.timeouts + half.non2xx,
      sent: warmUp.sent + full.sent + half.sent,
    };
  }
  return results;
}

/**
 * The load test: each target at `share` of its capacity for `seconds`, all at once, split over `addresses` client
 * addresses (X-Forwarded-For, which the product trusts one hop of). Returns per target what the clients saw.
 */
export async function loadTest(targets, { seconds = 60, share = 0.4, addresses }) {
  const runs = Object.entries(targets).map(async ([name, target]) => {
    const rate = Math.max(addresses.length, Math.round(target.capacity * share));
    const perAddress = Math.round(rate / addresses.length);
    const results = await Promise.all(
      addresses.map((address) =>
        run({
          url: target.url,
          headers: { ...target.headers, 'x-forwarded-for': address },
          duration: seconds,
          overallRate: perAddress,
        }),
      ),
    );
    return [
      name,
      {
        rate: perAddress * addresses.length,
        requests: results.reduce((total, r) => total + r.requests.total, 0),
        errors: results.reduce((total, r) => total + r.errors, 0),
        timeouts: results.reduce((total, r) => total + r.timeouts, 0),
        non2xx: results.reduce((total, r) => total + r.non2xx, 0),
        p99: Math.max(...results.map((r) => r.latency.p99)),
      },
    ];
  });
  return Object.fromEntries(await Promise.all(runs));
}
