#!/usr/bin/env node
// The byte budgets of scripts/bench/budgets.json against the built site: each route's first-load JS (gzip) and
// every route chunk. Deterministic (reads only apps/site/dist), so `npm test` runs it after its build and fails on
// an exceeded budget: each route's ceiling while its goal is not met yet (a ratchet), the goals with --goal.
// `node scripts/bench/bytes.mjs [--goal] [dist]`.
import { checkByteBudgets, readBuild } from './firstLoad.mjs';

const args = process.argv.slice(2);
const against = args.includes('--goal') ? 'goal' : 'ceiling';
const dist = args.find((arg) => !arg.startsWith('--'));
const { rows, exceeded } = checkByteBudgets(readBuild(dist), undefined, { against });
const pad = (text, width) => String(text).padEnd(width);
console.log(
  `${pad('route', 24)}${pad('JS gz kB', 10)}${pad(against, 9)}${pad('goal', 6)}${pad('JS br kB', 10)}${pad('CSS gz kB', 11)}largest route chunk (gz kB)`,
);
for (const row of rows) {
  const largest = [...row.chunks].sort((a, b) => b.gzKb - a.gzKb)[0];
  console.log(
    pad(row.route, 24) +
      pad(row.jsGz.toFixed(1), 10) +
      pad(row.jsBudget, 9) +
      pad(row.goal, 6) +
      pad(row.jsBr.toFixed(1), 10) +
      pad(row.cssGz.toFixed(1), 11) +
      (largest ? `${largest.gzKb.toFixed(1)} ${largest.file}` : '-'),
  );
}
if (exceeded.length) {
  console.log(`\n${exceeded.length} byte budget(s) exceeded:\n  ${exceeded.join('\n  ')}`);
  process.exit(1);
}
const aboveGoal = rows.filter((row) => row.jsGz > row.goal);
console.log(
  aboveGoal.length
    ? `\nEvery ${against} met; ${aboveGoal.length} route(s) still above the goal of issue 11 (--goal to fail on them).`
    : '\nEvery byte budget met.',
);
