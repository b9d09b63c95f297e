#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure.
 *   1. typecheck   tsc -b                                        } side by side
 *   2. lint        npm run lint (eslint + prettier --check)      }
 *   3. unit        vitest run (unit + component tests, jsdom)
 *   4. functions   vitest run --config vitest.functions.config.ts   on the emulators, alone
 *   5. rules       vitest run --config vitest.rules.config.ts   } side by side, on the same
 *   6. e2e         vitest run --config vitest.e2e.config.ts     } emulators (started once)
 * Steps side by side each leave the other core time: type-checking and linting are single
 * threads; the browser suite mostly waits on the browser, and the rules suite works in a project
 * of its own. The functions suite seeds and changes the demo project the browser suite uses
 * (the Functions emulator's Admin SDK writes there), so it runs before both, alone; the browser
 * suite seeds again. The quieter step of each pair keeps its output in test-results/<step>.log and
 * prints it when it ends, so the two never interleave.
 * Ends with one line per step and a final line `N passed, N failed[, N skipped]`.
 * E2E=0 skips the browser suite locally (never when CI=true).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatorError, startEmulators } from './emulators.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const RESULTS = path.join(ROOT, 'test-results');
const CI = process.env.CI === 'true' || process.env.CI === '1';

/** @type {{ name: string, status: 'passed' | 'failed' | 'skipped', detail: string, passed: number, failed: number, skipped: number }[]} */
const steps = [];
const activeChildren = new Set();

/** Runs a command to its exit code; with `logFile`, its output goes there instead of the terminal. */
function run(command, args, env = {}, logFile = null) {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : null;
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: log === null ? 'inherit' : ['ignore', log, log],
      env: { ...process.env, ...env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    activeChildren.add(child);
    const done = (code) => {
      activeChildren.delete(child);
      if (log !== null) closeSync(log);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

function banner(text) {
  console.log(`\n━━ ${text} ━━`);
}

/**
 * Runs a step's command to its exit code. With `quiet` (a step that runs beside another), its
 * output is kept in test-results/<name>.log and printed when it ends, so the two never interleave.
 */
async function runStep(name, command, args, { env = {}, quiet = false } = {}) {
  const logFile = quiet ? path.join(RESULTS, `${name}.log`) : null;
  const kept = logFile ? ` (output kept in ${path.relative(ROOT, logFile)})` : '';
  banner(`${name}: ${[path.basename(command), ...args].join(' ')}${kept}`);
  const started = Date.now();
  const code = await run(command, args, env, logFile);
  if (logFile) {
    banner(`${name}: output`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
  }
  return { code, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A command whose only outcome is its exit code. Steps are returned, and recorded by main. */
async function commandStep(name, command, args, options) {
  const { code, seconds } = await runStep(name, command, args, options);
  const ok = code === 0;
  return {
    name,
    status: ok ? 'passed' : 'failed',
    detail: ok ? `ok (${seconds} s)` : `FAILED (exit code ${code})`,
    passed: 0,
    failed: ok ? 0 : 1,
    skipped: 0,
  };
}

/** A vitest suite: exit code plus the counts from its JSON report. Zero tests run is a failure. */
async function vitestStep(name, configArgs, options) {
  const report = path.join(RESULTS, `${name}.json`);
  rmSync(report, { force: true });
  const args = [
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.relative(ROOT, report)}`,
  ];
  const { code, seconds } = await runStep(name, path.join(BIN, 'vitest'), args, options);
  const step = { name, status: 'failed', detail: '', passed: 0, failed: 0, skipped: 0 };
  let json = null;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    // Reported below.
  }
  const broken = [];
  if (json) {
    step.passed = json.numPassedTests ?? 0;
    step.failed = json.numFailedTests ?? 0;
    step.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // A file that fails to load or whose hooks fail has no failed test but is still a failure.
    for (const file of json.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (file.status === 'failed' && failedTests.length === 0) {
        broken.push(
          `${path.relative(ROOT, file.name)}: ${String(file.message ?? '').split('\n')[0]}`,
        );
      }
    }
    step.failed += broken.length;
  }
  const counts = `${step.passed} passed, ${step.failed} failed, ${step.skipped} skipped`;
  if (!json) {
    step.failed = Math.max(step.failed, 1);
    step.detail = `FAILED: vitest wrote no report (exit code ${code})`;
  } else if (step.passed + step.failed === 0) {
    step.failed = 1;
    step.detail = 'FAILED: no tests ran (a suite with zero tests counts as a failure)';
  } else if (step.failed > 0 || code !== 0) {
    step.failed = Math.max(step.failed, 1);
    const why = broken.length ? `; file failed outside a test: ${broken.join(' | ')}` : '';
    step.detail = `FAILED: ${counts} (exit code ${code})${why}`;
  } else {
    step.status = 'passed';
    step.detail = `${counts} (${seconds} s)`;
  }
  return step;
}

function skippedStep(name, reason) {
  console.log(`\n━━ ${name}: skipped — ${reason} ━━`);
  return {
    name,
    status: 'skipped',
    detail: `skipped: ${reason}`,
    passed: 0,
    failed: 0,
    skipped: 0,
  };
}

function summary() {
  console.log('\n━━ Summary ━━');
  const width = Math.max(...steps.map((s) => s.name.length));
  for (const s of steps) console.log(`${s.name.padEnd(width)}  ${s.detail}`);
  const total = steps.reduce(
    (t, s) => ({
      passed: t.passed + s.passed,
      failed: t.failed + s.failed,
      skipped: t.skipped + s.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const failedStep = steps.find((s) => s.status === 'failed');
  if (failedStep) console.log(`Stopped at the first failure: ${failedStep.name}.`);
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  return failedStep ? 1 : 0;
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  if (!existsSync(path.join(BIN, 'vitest'))) {
    console.error('Dependencies are missing: run `npm install` (or `npm ci`) first.');
    process.exit(1);
  }
  const passed = (step) => step.status === 'passed';
  // Type-checking and linting each keep one core busy, so they run side by side.
  steps.push(
    ...(await Promise.all([
      commandStep('typecheck', path.join(BIN, 'tsc'), ['-b'], { quiet: true }),
      commandStep('lint', 'npm', ['run', '--silent', 'lint']),
    ])),
  );
  if (steps.every(passed)) steps.push(await vitestStep('unit', []));
  if (!steps.every(passed)) process.exit(summary());

  const skipE2e = !CI && process.env.E2E === '0';
  banner('starting the emulators (with the functions) for the functions, rules and browser suites');
  let emulators;
  try {
    emulators = await startEmulators({ handleSignals: false });
  } catch (error) {
    console.error(error instanceof EmulatorError || error instanceof Error ? error.message : error);
    steps.push({
      name: 'emulators',
      status: 'failed',
      detail: 'FAILED: the emulators did not start (see above)',
      passed: 0,
      failed: 1,
      skipped: 0,
    });
    process.exit(summary());
  }
  const onSignal = () => {
    for (const child of activeChildren) child.kill('SIGINT');
    emulators.stop().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    steps.push(
      await vitestStep('functions', ['--config', 'vitest.functions.config.ts'], {
        env: emulators.env,
      }),
    );
    // Stop at the first failure (the summary names it); the emulators stop below.
    if (steps.every(passed)) {
      const suites = await Promise.all([
        vitestStep('rules', ['--config', 'vitest.rules.config.ts'], {
          env: emulators.env,
          quiet: true,
        }),
        skipE2e
          ? skippedStep('e2e', 'E2E=0 (never skipped when CI=true)')
          : vitestStep('e2e', ['--config', 'vitest.e2e.config.ts'], { env: emulators.env }),
      ]);
      steps.push(...suites);
    }
  } finally {
    await emulators.stop();
  }
  process.exit(summary());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
