#!/usr/bin/env node
// The byte budgets of scripts/bench/budgets.json against the built site: each route's first-load JS (gzip) and
// every route chunk. Deterministic (reads only apps/site/dist), so `npm test` runs it after its build and fails on
// an exceeded budget. `node scripts/bench/bytes.mjs [dist]`.
import { checkByteBudgets, readBuild } from './firstLoad.mjs';

const { rows, exceeded } = checkByteBudgets(readBuild(process.argv[2]));
const pad = (text, width) => String(text).padEnd(width);
console.log(
  `${pad('route', 24)}${pad('JS gz kB', 10)}${pad('budget', 8)}${pad('JS br kB', 10)}${pad('CSS gz kB', 11)}largest route chunk (gz kB)`,
);
for (const row of rows) {
  const largest = [...row.chunks].sort((a, b) => b.gzKb - a.gzKb)[0];
  console.log(
    pad(row.route, 24) +
      pad(row.jsGz.toFixed(1), 10) +
      pad(row.jsBudget, 8) +
      pad(row.jsBr.toFixed(1), 10) +
      pad(row.cssGz.toFixed(1), 11) +
      (largest ? `${largest.gzKb.toFixed(1)} ${largest.file}` : '-'),
  );
}
if (exceeded.length) {
  console.log(`\n${exceeded.length} byte budget(s) exceeded:\n  ${exceeded.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery byte budget met.');
