#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Types, lint and formatting first,
// then unit tests (jsdom), API tests on the embedded database (and on PostgreSQL when
// DATABASE_URL is set), every story in Chromium (play + axe + screenshot), and finally the
// browser journeys against the real built server. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
// Chromium and vitest leave temporary folders behind; keep them inside the project.
const baseEnv = { ...process.env, TMPDIR: tmp, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const runStarted = Date.now();
const runCpu = cpuTimes();
const failures = [];
/** Each failed test's file, name and first line of its error, printed again last: CI keeps only a run's tail. */
const failedTests = [];
const only = process.argv.slice(2);
/** Every TypeScript program, each with its own tsconfig.json (the root one takes the scripts, e2e and Storybook). */
const TYPE_CHECKED_PROJECTS = ['tokens', 'packages/contracts', 'packages/ui', 'apps/site', 'apps/api', '.'];
/** `npm test -- unit e2e` runs only the steps whose labels start with those words. */
const selected = (label) => !only.length || only.some((name) => label.startsWith(name));

/** The machine's CPU time so far (busy and idle, every core), to say how busy it was during a step. */
function cpuTimes() {
  let busy = 0;
  let idle = 0;
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}
/** "CPU 72% busy": how much of the machine a step (and whatever ran beside it) used; under ~90% more could overlap. */
function cpuBusySince(before) {
  const now = cpuTimes();
  const busy = now.busy - before.busy;
  const total = busy + now.idle - before.idle;
  return total > 0 ? `CPU ${Math.round((100 * busy) / total)}% busy` : 'CPU unknown';
}

function run(label, command, args, env = baseEnv) {
  if (!selected(label)) return true;
  const started = Date.now();
  const cpu = cpuTimes();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s, ${cpuBusySince(cpu)})`);
  if (!ok) failures.push(label);
  return ok;
}

/** Starts a step beside the next ones (its output kept in a file and printed when it is awaited): on the 2-core CI
 *  machine the API tests wait on PostgreSQL and argon2 while the story tests wait on Chromium, so the two overlap. */
function runBeside(label, command, args, env = baseEnv) {
  if (!selected(label)) return null;
  const started = Date.now();
  const cpu = cpuTimes();
  const logFile = join(tmp, `${label.replace(/\W+/g, '-')}.log`);
  const log = openSync(logFile, 'w');
  console.log(`\n▶ ${label} (beside the next steps; its output follows when it ends): ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', log, log], env });
  const exit = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  return async () => {
    const code = await exit;
    closeSync(log);
    console.log(`\n▶ ${label}: output`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    const ok = code === 0;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s beside other steps, ${cpuBusySince(cpu)})`);
    if (!ok) failures.push(label);
    return ok;
  };
}

/** The first line of an error that says something (no blank lines, no ANSI colours), cut to fit a line. */
function firstLine(message = '') {
  const line =
    stripVTControlCharacters(message)
      .split('\n')
      .find((text) => text.trim()) ?? '';
  return line.trim().slice(0, 240);
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const result of report.testResults) {
      const where = result.name.replace(root, '');
      for (const test of result.assertionResults.filter(({ status }) => status === 'failed')) {
        failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
      // A file that failed before any of its tests ran (an import error) has no failed test to name.
      if (result.status === 'failed' && !result.assertionResults.some(({ status }) => status === 'failed')) {
        failedTests.push(`${where}: ${firstLine(result.message)}`);
      }
    }
  } catch {
    totals.failed += 1; // no report means the runner itself failed
  }
}

/** `--project a --project b`: the vitest projects a step runs. */
const projects = (...names) => names.flatMap((name) => ['--project', name]);

/** A vitest step's command line, with its JSON report (whose counts go into the totals) in .tmp. */
function vitestCommand(label, args) {
  const report = join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  return {
    report,
    args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  };
}

function vitest(label, args, env = baseEnv) {
  const command = vitestCommand(label, args);
  const ran = run(label, 'npx', command.args, env);
  if (selected(label)) countVitest(command.report);
  return ran;
}

// Lint and formatting beside the type checks. The checks use TypeScript 7's native compiler (tsgo), several times
// faster than tsc 5.9 over the six programs; the tools that need TypeScript's JS API
// (typescript-eslint, Vite, vitest) keep 5.9, and both accept every project.
const awaitLint = runBeside('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
const awaitFormat = runBeside('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
for (const project of TYPE_CHECKED_PROJECTS) run(`types ${project}`, 'npx', ['tsgo', '-p', project, '--noEmit']);
await awaitLint?.();
await awaitFormat?.();

const { DATABASE_URL, ...withoutDatabase } = baseEnv;
/** A vitest run beside the next steps, its JSON report counted when it is awaited. */
function vitestBeside(label, args, env) {
  const command = vitestCommand(label, args);
  const awaitRun = runBeside(label, 'npx', command.args, { ...env, FORCE_COLOR: '0' });
  return (
    awaitRun &&
    (async () => {
      const ok = await awaitRun();
      countVitest(command.report);
      return ok;
    })
  );
}

// The API's files that concern the embedded database itself (its folder lock, migrations, template and seed, health
// when it closes) and two journeys (accounts, credits). Booking, payment and the staff command reach PGlite through
// the e2e journeys, whose server runs on it (booking, paying, failing, cancelling, pending) after the staff command
// made its staff account (scripts/e2e-server.mjs), so their API files need not run here on PGlite too.
const PGLITE_API_FILES = [
  'apps/api/src/db/',
  'apps/api/src/testing/',
  'apps/api/src/app.test.ts',
  'apps/api/src/http/health.test.ts',
  'apps/api/src/features/accounts/flow.test.ts',
  'apps/api/src/features/memberships/credits.test.ts',
];

/** The journeys that failed or passed only on a retry (which fails the run too), from Playwright's JSON report. */
function listFailedJourneys(suites = [], titles = []) {
  for (const suite of suites) {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter(({ status }) => status === 'unexpected' || status === 'flaky')) {
        const error = test.results.find((result) => result.error)?.error;
        failedTests.push(
          `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} (${test.status}): ${firstLine(error?.message)}`,
        );
      }
    }
    listFailedJourneys(suite.suites, path);
  }
}

let awaitPostgres = null;
let awaitPglite = null;
if (DATABASE_URL) {
  // On CI (PostgreSQL given) every API test runs once, on PostgreSQL, which production uses, beside the unit tests,
  // as the API tests mostly wait on the database. Running the whole suite a second time on PGlite would cost minutes;
  // PGlite keeps the files above, run beside the journeys.
  // The unit tests take two workers: much of their time is the spec's timers (a redirect 1.5 s later, a toast's 5 s),
  // which a second worker fills.
  awaitPostgres = vitestBeside('api on PostgreSQL', projects('api'), { ...baseEnv, DATABASE_URL });
  vitest('unit', [...projects('unit-node', 'unit-ui', 'unit'), '--maxWorkers=2']);
} else {
  vitest('unit', [...projects('unit-node', 'unit-ui', 'unit'), '--maxWorkers=2']);
  vitest('api on PGlite', projects('api'), withoutDatabase);
}
// The build beside the stories, which leave about a third of the CPU idle (their play functions wait on timers and
// answers); the journeys below need it.
const awaitBuild = runBeside('build', 'npm', ['run', 'build']);
vitest('stories', projects('storybook'));
await awaitPostgres?.();
const built = awaitBuild ? await awaitBuild() : true;

// The PGlite files beside the journeys: beside the stories they make the story step much longer; here they end
// soon after the journeys.
if (DATABASE_URL) {
  awaitPglite = vitestBeside('api on PGlite', [...projects('api'), ...PGLITE_API_FILES], withoutDatabase);
}
if (built) {
  // The byte budgets of scripts/bench/budgets.json on what was just built: deterministic, so they may fail the run
  // (the timings are only printed, by `npm run bench`).
  run('byte budgets', 'node', ['scripts/bench/bytes.mjs']);
  const report = join(tmp, 'playwright.json'); // playwright.config.ts writes its JSON report here
  rmSync(report, { force: true });
  run('e2e', 'npx', ['playwright', 'test'], withoutDatabase);
  try {
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky;
    totals.skipped += stats.skipped;
    listFailedJourneys(suites);
  } catch {
    if (selected('e2e')) totals.failed += 1;
  }
}

await awaitPglite?.();

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ✘ ${test}`).join('\n')}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`Took ${Math.round((Date.now() - runStarted) / 1000)} s, ${cpuBusySince(runCpu)}.`);
console.log(
  `Tests: ${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? failures.length : 0)} failed, ${totals.skipped} skipped`,
);
process.exit(failures.length ? 1 : 0);
