// API figures with autocannon: the most requests/s each read answers (10 connections, median of runs taken in turn),
// then p99 latency at half that rate; and the load test, a fixed rate from several client addresses for a minute.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { median } from './stats.mjs';

const CONNECTIONS = 10;
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * One autocannon run, in a Node process of its own (its CLI, `--json`): in the bench's process the client would share a
 * heap with Playwright and Lighthouse after the browser phase, and a slowed client caps the target with the larger
 * answer (the catalogue's against the reference's few bytes) more than the other.
 */
function run({ url, headers = {}, duration, overallRate }) {
  const args = [autocannonCli, '--json', '-c', String(CONNECTIONS), '-d', String(duration)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (overallRate) args.push('-R', String(overallRate));
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
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
 * Capacity of each target (the requests/s answered with all connections busy), then (unless `halfLoad` is false) its
 * p99 at half that rate.
 * Capacity is the median of `rounds` short runs taken in turn, target after target with the order reversed every
 * other round: on a shared 2-core machine one run can differ widely from the next, so a single run of each, minutes
 * apart, could land anywhere in that range.
 */
export async function measureApi(targets, { seconds = 3, rounds = 5, halfLoad = true } = {}) {
  const entries = Object.entries(targets);
  const runs = Object.fromEntries(entries.map(([name]) => [name, []]));
  const sent = Object.fromEntries(entries.map(([name]) => [name, 0]));
  for (const [name, target] of entries) {
    sent[name] += summary(await run({ url: target.url, headers: target.headers, duration: 2 })).sent;
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of round % 2 ? [...entries].reverse() : entries) {
      const result = summary(await run({ url: target.url, headers: target.headers, duration: seconds }));
      runs[name].push(result);
      sent[name] += result.sent;
    }
  }
  const results = {};
  for (const [name, target] of entries) {
    const rps = median(runs[name].map((result) => result.rps));
    const half = halfLoad
      ? summary(
          await run({
            url: target.url,
            headers: target.headers,
            duration: Math.max(5, seconds * 2),
            overallRate: Math.max(1, Math.round(rps / 2)),
          }),
        )
      : { p99: undefined, errors: 0, timeouts: 0, non2xx: 0, sent: 0 };
    const total = (field) => runs[name].reduce((sum, result) => sum + result[field], 0);
    results[name] = {
      rps,
      rpsRuns: runs[name].map((result) => result.rps),
      p99: median(runs[name].map((result) => result.p99)),
      errors: total('errors'),
      timeouts: total('timeouts'),
      non2xx: total('non2xx'),
      p99AtHalf: half.p99,
      halfErrors: half.errors + half.timeouts + half.non2xx,
      sent: sent[name] + half.sent,
    };
  }
  return results;
}

/**
 * The median over rounds of `name`'s requests/s over the reference's in the same round (the two ran one after the
 * other), which follows the machine's pace better than a ratio of the two medians.
 */
export function pairedRatio(results, name, reference) {
  return median(results[name].rpsRuns.map((rps, round) => rps / results[reference].rpsRuns[round]));
}

/**
 * The load test: each target at `share` of its capacity for `seconds`, all at once, split over `addresses` client
 * addresses (X-Forwarded-For, which the product trusts from this machine: TRUST_PROXY=loopback). Returns per target what the clients saw.
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
