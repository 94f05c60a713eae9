// The closing line of `npm test`: every test case from every runner, plus every check that is not a
// test runner (lint, typecheck, builds, the package checks) counted as one, in the form
// `Tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const TEST_TASKS = new Set(['test', 'e2e']);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Test counts from a vitest (jest-style) or Playwright JSON report. */
export function countReport(report) {
  if (!report || typeof report !== 'object') return { passed: 0, failed: 0 };
  if (report.stats && typeof report.stats.expected === 'number') {
    const { expected, unexpected = 0, flaky = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected };
  }
  if (typeof report.numPassedTests === 'number') {
    // A suite that failed to load has no tests but counts as a failure.
    const failedSuites = (report.testResults ?? []).filter(
      (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0,
    ).length;
    return { passed: report.numPassedTests, failed: report.numFailedTests + failedSuites };
  }
  return { passed: 0, failed: 0 };
}

/** Playwright's suites hold specs and further suites; yields every spec with its title path. */
function* playwrightSpecs(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) yield { spec, titles: [...path, spec.title] };
    yield* playwrightSpecs(suite.suites, path);
  }
}

/**
 * The failed tests of a vitest or Playwright JSON report, each as its full name and the start of its error,
 * so a failure in CI says what went wrong even when the runner's own output was cut.
 */
export function reportFailures(report, lines = 12) {
  const first = (message) =>
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .slice(0, lines)
      .join('\n')
      .trimEnd();
  if (!report || typeof report !== 'object') return [];
  if (Array.isArray(report.suites)) {
    return [...playwrightSpecs(report.suites)].flatMap(({ spec, titles }) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => ({
          name: titles.join(' › '),
          message: first(test.results?.at(-1)?.error?.message ?? test.results?.at(-1)?.error?.stack),
        })),
    );
  }
  return (report.testResults ?? []).flatMap((suite) => {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed')
      return [{ name: suite.name, message: first(suite.message) }];
    return failed.map((test) => ({
      name: `${suite.name} › ${test.fullName}`,
      message: first(test.failureMessages?.[0]),
    }));
  });
}

/**
 * The workspace's package folders, absolute, as pnpm reads pnpm-workspace.yaml (`pnpm ls -r`): a package
 * added to the workspace is counted with no list kept here.
 */
export function workspaceFolders(root) {
  const listed = spawnSync('pnpm', ['ls', '--recursive', '--depth', '-1', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`pnpm ls --recursive failed: ${listed.stderr || listed.error}`);
  return JSON.parse(listed.stdout).map((project) => project.path);
}

function reportFolders(root) {
  return workspaceFolders(root)
    .map((workspace) => path.join(workspace, '.reports'))
    .filter((reports) => existsSync(reports));
}

function reportFiles(root) {
  return reportFolders(root).flatMap((reports) =>
    readdirSync(reports)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(reports, name)),
  );
}

/** Removes the reports of earlier runs, so the summary counts only this one (turbo restores cached ones). */
export function removeReports(root) {
  for (const reports of reportFolders(root)) rmSync(reports, { recursive: true, force: true });
}

/**
 * What a failed task printed that says why: from its first failing test or error line on, else its last
 * lines, at most `limit` lines. Turbo interleaves the tasks' output, so the end of a run's log rarely shows
 * the failure; the summary repeats it.
 */
export function failureExcerpt(log, limit = 40) {
  const lines = stripVTControlCharacters(log).split('\n');
  const first = lines.findIndex((line) =>
    /^\s+1\) |^\s*(FAIL|×|✗) |Error:|ERR_| - error |error TS\d|ELIFECYCLE/.test(line),
  );
  const start = first === -1 ? Math.max(0, lines.length - limit) : first;
  return lines
    .slice(start, start + limit)
    .join('\n')
    .trimEnd();
}

/** The turbo runs since `started` (`npm test` makes several), as one: every task of each. */
function turboRunsSince(root, started) {
  const runs = path.join(root, '.turbo', 'runs');
  if (!existsSync(runs)) return undefined;
  const tasks = readdirSync(runs)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(runs, name))
    .filter((file) => statSync(file).mtimeMs >= started)
    .flatMap((file) => readJson(file)?.tasks ?? []);
  return tasks.length > 0 ? { tasks } : undefined;
}

/**
 * The longest tasks of a turbo run, each as `task (start → minutes)`, start counted in minutes from the run's
 * start: where the time of `npm test` goes, and how late the longest task began.
 *
 * @example slowestTasks(run, 2) // ['@lectern/docs#e2e (7.9 → 21.4)', '@lectern/theme-react#test (2.1 → 3.0)']
 */
export function slowestTasks(run, count = 8) {
  const tasks = (run?.tasks ?? []).filter((task) => task.execution?.startTime && task.execution?.endTime);
  if (tasks.length === 0) return [];
  const origin = Math.min(...tasks.map((task) => task.execution.startTime));
  const minutes = (ms) => (ms / 60_000).toFixed(1);
  return tasks
    .map((task) => ({ task, took: task.execution.endTime - task.execution.startTime }))
    .sort((a, b) => b.took - a.took)
    .slice(0, count)
    .map(
      ({ task, took }) => `${task.taskId} (${minutes(task.execution.startTime - origin)} → ${minutes(took)})`,
    );
}

/** Prints the summary and returns the exit status for the whole run. */
export function printSummary(root, { status, started }) {
  let passed = 0;
  let failed = 0;
  const failures = [];

  const tasksRun = new Set();
  const run = turboRunsSince(root, started);
  for (const task of run?.tasks ?? []) {
    tasksRun.add(task.package);
    const exitCode = task.execution?.exitCode;
    const ok = exitCode === 0 || (exitCode === undefined && task.cache?.status === 'HIT');
    if (!ok) failures.push(task.taskId);
    if (TEST_TASKS.has(task.task)) {
      // Counted by their reports; a runner that crashed before writing one is one failure.
      if (!ok && !existsSync(path.join(root, task.directory ?? '', '.reports'))) failed += 1;
      continue;
    }
    if (ok) passed += 1;
    else failed += 1;
  }

  const failedTests = [];
  for (const file of reportFiles(root)) {
    const report = readJson(file);
    failedTests.push(...reportFailures(report));
    const counts = countReport(report);
    passed += counts.passed;
    failed += counts.failed;
  }

  if (status !== 0 && failed === 0) failed = 1;
  console.log('');
  for (const task of run?.tasks ?? []) {
    if (!failures.includes(task.taskId)) continue;
    const log = path.join(root, task.directory ?? '', '.turbo', `turbo-${task.task}.log`);
    if (!existsSync(log)) continue;
    console.log(`── ${task.taskId}, why it failed ──`);
    console.log(failureExcerpt(readFileSync(log, 'utf8')));
    console.log('');
  }
  for (const { name, message } of failedTests.slice(0, 10)) {
    console.log(`── failed: ${name} ──`);
    if (message) console.log(message);
    console.log('');
  }
  const timing = slowestTasks(run);
  if (timing.length > 0) console.log(`Slowest tasks (start → minutes): ${timing.join(', ')}`);
  if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
  console.log(`Tests: ${passed} passed, ${failed} failed`);
  return failed > 0 || status !== 0 ? 1 : 0;
}
