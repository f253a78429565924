#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Types, lint and formatting first,
// then unit tests (jsdom), API tests on the embedded database (and on PostgreSQL when
// DATABASE_URL is set), every story in Chromium (play + axe + screenshot), and finally the
// browser journeys against the real built server. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
// Chromium and vitest leave temporary folders behind; keep them inside the project.
const baseEnv = { ...process.env, TMPDIR: tmp, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const only = process.argv.slice(2);

function run(label, command, args, env = baseEnv) {
  if (only.length && !only.some((name) => label.startsWith(name))) return true;
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  if (!ok) failures.push(label);
  return ok;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1; // no report means the runner itself failed
  }
}

function vitest(label, projects, env = baseEnv) {
  const report = join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const ran = run(
    label,
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!(only.length && !only.some((name) => label.startsWith(name)))) countVitest(report);
  return ran;
}

for (const project of ['tokens', 'packages/contracts', 'packages/ui', 'apps/site', 'apps/api', '.']) {
  run(`types ${project}`, 'npx', ['tsc', '-p', project, '--noEmit']);
}
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);

vitest('unit', ['unit']);
const { DATABASE_URL, ...withoutDatabase } = baseEnv;
vitest('api on PGlite', ['api'], withoutDatabase);
if (DATABASE_URL) vitest('api on PostgreSQL', ['api'], { ...baseEnv, DATABASE_URL });
vitest('stories', ['storybook']);

if (run('build', 'npm', ['run', 'build'])) {
  const report = join(tmp, 'playwright.json'); // playwright.config.ts writes its JSON report here
  rmSync(report, { force: true });
  run('e2e', 'npx', ['playwright', 'test'], withoutDatabase);
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky;
    totals.skipped += stats.skipped;
  } catch {
    if (!only.length || only.some((name) => 'e2e'.startsWith(name))) totals.failed += 1;
  }
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(
  `Tests: ${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? failures.length : 0)} failed, ${totals.skipped} skipped`,
);
process.exit(failures.length ? 1 : 0);
