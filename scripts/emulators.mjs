#!/usr/bin/env node
/**
 * The one emulator launcher, used by `npm start`, `npm test` and the `test:*` scripts.
 *
 *   node scripts/emulators.mjs start              start and keep running; Ctrl-C stops everything
 *   node scripts/emulators.mjs exec -- <cmd...>   start, run <cmd> with the emulator env, stop, exit with its code
 *
 * Other scripts import `startEmulators()` so the JVM starts once per run.
 *
 * Which emulator runs how (see /work/shared/ENVIRONMENT.md for the measurements):
 * - Auth: firebase-tools (pure Node).
 * - Firestore: firebase-tools when `java -version` is 21+, else the gcloud CLI's emulator
 *   (same Google emulator and rules engine; runs on Java 17), else stop and say what to install.
 * - Storage: firebase-tools when Java is 21+, else not started (the app says so).
 * - Functions: firebase-tools, in the same process as Auth, serving functions/lib/index.js, which
 *   this launcher builds first (scripts/build-functions.mjs); its Admin SDK reaches Auth and the
 *   Firestore emulator (whichever runs it) through FIREBASE_AUTH_EMULATOR_HOST and
 *   FIRESTORE_EMULATOR_HOST. Firestore-triggered functions would not fire with the gcloud
 *   emulator, so the server's commands are callables.
 * Children run in their own process groups with output in .emulators/logs/*.log; stop() kills
 * whole groups so no JVM is left behind.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, realpathSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-franchise-portal';
// A run on ports of its own (EMULATOR_AUTH_PORT) logs apart: the launcher reads its logs back
// (the Functions emulator's load lines), so two runs must never write one file.
export const LOG_DIR = path.join(
  ROOT,
  '.emulators',
  process.env.EMULATOR_AUTH_PORT ? `logs-${process.env.EMULATOR_AUTH_PORT}` : 'logs',
);
const HOST = '127.0.0.1';
const FIREBASE_BIN = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const RULES_FILE = path.join(ROOT, 'firestore.rules');

/** An expected failure: the CLI prints its message as one line, never a stack trace. */
export class EmulatorError extends Error {}

function configuredPorts() {
  let emulators = {};
  try {
    emulators = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).emulators ?? {};
  } catch {
    // Defaults below.
  }
  // EMULATOR_*_PORT let a second checkout run beside the first (e.g. when another run holds 8080).
  const pick = (name, fallback) =>
    Number(process.env[`EMULATOR_${name.toUpperCase()}_PORT`] || emulators[name]?.port || fallback);
  return {
    auth: pick('auth', 9099),
    firestore: pick('firestore', 8080),
    storage: pick('storage', 9199),
    functions: pick('functions', 5001),
  };
}

/** Major Java version from `java -version`, or 0 when Java is missing. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return 0;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" is Java 8
}

/** The gcloud binary when it and its Firestore emulator component are installed, else null. */
export function findGcloudFirestore() {
  const which = spawnSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' });
  const bin = which.status === 0 ? which.stdout.trim() : '';
  if (!bin) return null;
  const roots = [];
  try {
    roots.push(path.resolve(path.dirname(realpathSync(bin)), '..'));
  } catch {
    // Fall through to `gcloud info`.
  }
  const info = spawnSync(bin, ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 15000,
  });
  if (info.status === 0 && info.stdout.trim()) roots.push(info.stdout.trim());
  const found = roots.some((root) =>
    existsSync(path.join(root, 'platform', 'cloud-firestore-emulator')),
  );
  return found ? bin : null;
}

/** True when something already listens on host:port (a connect succeeds or a bind fails). */
export async function isPortInUse(port, host = HOST) {
  const connects = await new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
  if (connects) return true;
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

/** Resolves when the URL answers (with a 2xx when requireOk); rejects after timeoutMs. */
export async function waitForHttp(
  url,
  { timeoutMs = 90000, isAlive = () => true, requireOk = false } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer().catch(() => undefined);
      if (requireOk && !response.ok) throw new Error(`HTTP ${response.status}`);
      return response.status;
    } catch {
      if (!isAlive()) throw new EmulatorError(`${url} stopped before it answered`);
      if (Date.now() > deadline) throw new EmulatorError(`${url} did not answer`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

function readLog(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function logTail(file, lines = 15) {
  try {
    const text = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines);
    return text.map((l) => `    ${l}`).join('\n');
  } catch {
    return '    (no log)';
  }
}

/** Starts one child in its own process group, output to its log file. */
function spawnLogged(name, command, args, env) {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const proc = { name, child, logFile, exited: false, spawnError: null };
  child.on('error', (error) => {
    proc.spawnError = error;
    proc.exited = true;
  });
  child.on('exit', () => {
    proc.exited = true;
  });
  return proc;
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Firebase config for firebase-tools: the repo's, or a copy with the ports overridden. */
function firebaseConfigPath(ports) {
  const original = path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(original, 'utf8'));
  const emulators = config.emulators ?? {};
  const same =
    emulators.auth?.port === ports.auth &&
    emulators.firestore?.port === ports.firestore &&
    emulators.storage?.port === ports.storage &&
    emulators.functions?.port === ports.functions;
  if (same) return original;
  const dir = path.join(ROOT, '.emulators');
  mkdirSync(dir, { recursive: true });
  // One file per port set, so two launches side by side do not read each other's ports.
  const file = path.join(dir, `firebase.${ports.auth}.json`);
  const abs = (p) => (p ? path.join(ROOT, p) : p);
  writeFileSync(
    file,
    JSON.stringify(
      {
        firestore: config.firestore && { ...config.firestore, rules: abs(config.firestore.rules) },
        storage: config.storage && { ...config.storage, rules: abs(config.storage.rules) },
        // firebase-tools joins a functions source to this file's directory, even an absolute one.
        functions: config.functions?.map((f) => ({
          ...f,
          source: path.relative(dir, path.join(ROOT, f.source)),
        })),
        emulators: {
          ...emulators,
          auth: { host: HOST, port: ports.auth },
          firestore: { host: HOST, port: ports.firestore },
          storage: { host: HOST, port: ports.storage },
          functions: { host: HOST, port: ports.functions },
          // The hub and logging ports would otherwise be 4400/4500 for every launch, so two runs
          // side by side would collide there; derive them from the Auth port instead.
          hub: { host: HOST, port: ports.auth - 4700 },
          logging: { host: HOST, port: ports.auth - 4600 },
        },
      },
      null,
      2,
    ),
  );
  return file;
}

/**
 * Resolves when every exported function answers at its URL: the Functions emulator answers 404
 * for a function it has not loaded yet, and a callable answers a POST without a user with its own
 * error (401 unauthenticated) once loaded.
 */
async function waitForFunctions(port, names, { timeoutMs, isAlive, logFile }) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(names);
  for (;;) {
    for (const name of [...pending]) {
      try {
        const response = await fetch(
          `http://${HOST}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ data: null }),
            signal: AbortSignal.timeout(5000),
          },
        );
        await response.arrayBuffer().catch(() => undefined);
        if (response.status !== 404) pending.delete(name);
      } catch {
        // Not listening yet.
      }
    }
    // A scheduled job (onSchedule) has no URL here: firebase-tools says it ignores it without a
    // Pub/Sub emulator, and scripts/run-job.mjs runs it for a given day instead.
    const log = readLog(logFile);
    for (const name of [...pending]) {
      if (log.includes(`functions[${FUNCTIONS_REGION}-${name}]: function ignored`)) {
        pending.delete(name);
      }
    }
    if (pending.size === 0) return;
    if (!isAlive()) throw new EmulatorError('stopped before it loaded the functions');
    // firebase-tools keeps running when the bundle fails to load: say so at once, not at timeout.
    const loadError = /Failed to load function.*/.exec(log)?.[0];
    if (loadError) throw new EmulatorError(`could not load the functions: ${loadError}`);
    if (Date.now() > deadline) throw new EmulatorError(`did not load ${[...pending].join(', ')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The region functions/src deploys to (src/lib/callables.ts, read as text: Node cannot import .ts). */
const FUNCTIONS_REGION = (() => {
  try {
    const text = readFileSync(path.join(ROOT, 'src', 'lib', 'callables.ts'), 'utf8');
    return /FUNCTIONS_REGION = '([a-z0-9-]+)'/.exec(text)?.[1] ?? 'us-central1';
  } catch {
    return 'us-central1';
  }
})();

/**
 * Starts Auth, Firestore, Functions and (when possible) Storage emulators and waits until they
 * answer (Functions: until every exported function is loaded).
 * @param {{ log?: (line: string) => void, handleSignals?: boolean, timeoutMs?: number }} [options]
 * @returns {Promise<{ env: Record<string, string>, storage: boolean, hosts: { auth: string, firestore: string, storage: string, functions: string }, stop: () => Promise<void> }>}
 * Throws EmulatorError with a one-line message (plus a log tail on timeouts).
 */
export async function startEmulators({
  log = (line) => console.log(line),
  handleSignals = true,
  timeoutMs = Number(process.env.EMULATOR_START_TIMEOUT_MS) || 120000,
} = {}) {
  const ports = configuredPorts();
  const java = javaMajorVersion();
  const modernJava = java >= 21;
  const gcloud = modernJava ? null : findGcloudFirestore();
  if (!modernJava && !gcloud) {
    throw new EmulatorError(
      'Firestore emulator needs Java 21+ (for firebase-tools) or the gcloud CLI with the cloud-firestore-emulator component (Debian: google-cloud-cli-firestore-emulator)',
    );
  }
  if (!existsSync(FIREBASE_BIN)) {
    throw new EmulatorError('firebase-tools is not installed: run `npm install` first');
  }
  const wantStorage = modernJava && process.env.EMULATORS_NO_STORAGE !== '1';
  const wanted = [
    { key: 'auth', label: 'Auth emulator', port: ports.auth },
    { key: 'firestore', label: 'Firestore emulator', port: ports.firestore },
    ...(wantStorage ? [{ key: 'storage', label: 'Storage emulator', port: ports.storage }] : []),
    { key: 'functions', label: 'Functions emulator', port: ports.functions },
  ];
  for (const { port, label } of wanted) {
    if (await isPortInUse(port)) {
      throw new EmulatorError(
        `Port ${port} (${label}) is already in use — are the emulators already running? Stop them or free the port.`,
      );
    }
  }

  // The functions' bundle first: the Functions emulator loads functions/lib/index.js at start.
  let functionNames;
  try {
    const { buildFunctions } = await import('./build-functions.mjs');
    functionNames = (await buildFunctions()).exports;
  } catch (error) {
    throw new EmulatorError(
      `Functions build failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  if (!modernJava) {
    log(
      "Storage emulator not available (needs Java 21+): the app will say 'File storage is not available'",
    );
  }

  const childEnv = {
    ...process.env,
    CI: process.env.CI ?? 'true', // firebase-tools skips its network MOTD/update checks under CI
    CLOUDSDK_CORE_DISABLE_PROMPTS: '1',
    GCLOUD_PROJECT: PROJECT_ID,
  };
  // The functions' Admin SDK reaches the emulators through these (firebase-tools passes its own
  // environment to the functions runtime). With Java 21+ firebase-tools runs Firestore itself and
  // sets them; with the gcloud Firestore emulator it does not know Firestore's address.
  const firebaseEnv = modernJava
    ? childEnv
    : {
        ...childEnv,
        FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
        FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
      };
  const procs = [];
  const firebaseOnly = wanted
    .filter((w) => w.key === 'auth' || w.key === 'functions' || modernJava)
    .map((w) => w.key);
  const firebaseArgs = [
    FIREBASE_BIN,
    'emulators:start',
    '--only',
    firebaseOnly.join(','),
    '--project',
    PROJECT_ID,
    '--config',
    firebaseConfigPath(ports),
  ];
  procs.push(
    spawnLogged(modernJava ? 'firebase' : 'auth', process.execPath, firebaseArgs, firebaseEnv),
  );
  if (!modernJava) {
    if (!existsSync(RULES_FILE))
      log('firestore.rules not found: Firestore emulator runs without rules');
    procs.push(
      spawnLogged(
        'firestore',
        gcloud,
        [
          'emulators',
          'firestore',
          'start',
          `--host-port=${HOST}:${ports.firestore}`,
          ...(existsSync(RULES_FILE) ? [`--rules=${RULES_FILE}`] : []),
        ],
        childEnv,
      ),
    );
  }

  let stopped = false;
  const killAllNow = () => {
    for (const p of procs) if (p.child.pid) killGroup(p.child.pid, 'SIGKILL');
  };
  process.on('exit', killAllNow);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const p of procs) if (p.child.pid) killGroup(p.child.pid, 'SIGTERM');
    const deadline = Date.now() + 8000;
    while (procs.some((p) => p.child.pid && groupAlive(p.child.pid)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    killAllNow();
    process.off('exit', killAllNow);
    for (const [signal, handler] of signalHandlers) process.off(signal, handler);
  };
  const signalHandlers = [];
  if (handleSignals) {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ]) {
      const handler = () => {
        stop().finally(() => process.exit(code));
      };
      signalHandlers.push([signal, handler]);
      process.on(signal, handler);
    }
  }

  const procFor = (key) =>
    procs.find((p) => p.name === (key === 'functions' ? 'auth' : key)) ??
    procs.find((p) => p.name === 'firebase') ??
    procs[0];
  try {
    await Promise.all(
      wanted.map(async ({ key, label, port }) => {
        const proc = procFor(key);
        try {
          // The Auth emulator answers "/" before its API is up; its config endpoint answers only then.
          const probe = key === 'auth' ? `emulator/v1/projects/${PROJECT_ID}/config` : '';
          if (key === 'functions') {
            await waitForFunctions(port, functionNames, {
              timeoutMs,
              isAlive: () => !proc.exited,
              logFile: proc.logFile,
            });
          } else {
            await waitForHttp(`http://${HOST}:${port}/${probe}`, {
              timeoutMs,
              requireOk: key === 'auth',
              isAlive: () => !proc.exited,
            });
          }
        } catch (error) {
          if (proc.spawnError) throw new EmulatorError(`${label}: ${proc.spawnError.message}`);
          const why = proc.exited
            ? `exited (code ${proc.child.exitCode ?? proc.child.signalCode})`
            : key === 'functions' && error instanceof EmulatorError
              ? `${error.message} within ${Math.round(timeoutMs / 1000)} s`
              : `did not answer on port ${port} within ${Math.round(timeoutMs / 1000)} s`;
          throw new EmulatorError(
            `${label} ${why}. Last lines of ${path.relative(ROOT, proc.logFile)}:\n${logTail(proc.logFile)}`,
          );
        }
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  const hosts = {
    auth: `${HOST}:${ports.auth}`,
    firestore: `${HOST}:${ports.firestore}`,
    storage: wantStorage ? `${HOST}:${ports.storage}` : '',
    functions: `${HOST}:${ports.functions}`,
  };
  const env = {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    FUNCTIONS_EMULATOR_HOST: hosts.functions,
    ...(wantStorage
      ? {
          STORAGE_EMULATOR_HOST: `http://${hosts.storage}`,
          FIREBASE_STORAGE_EMULATOR_HOST: hosts.storage,
        }
      : {}),
  };
  return { env, storage: wantStorage, hosts, stop };
}

/**
 * The VITE_* variables that point a dev server or build at the emulators named in `env`
 * (the variables startEmulators() returns, or process.env inside `exec`).
 * @param {Record<string, string | undefined>} env
 */
export function viteEnv(env) {
  const storage = env.FIREBASE_STORAGE_EMULATOR_HOST ?? '';
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:8080`,
    VITE_AUTH_EMULATOR_URL: `http://${env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:9099`}`,
    VITE_FUNCTIONS_EMULATOR_HOST: env.FUNCTIONS_EMULATOR_HOST ?? `${HOST}:5001`,
    ...(storage ? { VITE_STORAGE_EMULATOR_HOST: storage } : {}),
  };
}

/** Prints an error as one line (plus an emulator log tail when there is one) and exits. */
export function fail(error, code = 1) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  process.exit(code);
}

function describe(emulators) {
  const parts = [
    `Auth ${emulators.hosts.auth}`,
    `Firestore ${emulators.hosts.firestore}`,
    `Functions ${emulators.hosts.functions}`,
  ];
  if (emulators.storage) parts.push(`Storage ${emulators.hosts.storage}`);
  return `Emulators ready (project ${PROJECT_ID}): ${parts.join(', ')}. Logs: ${path.relative(ROOT, LOG_DIR)}/`;
}

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === 'start') {
    const emulators = await startEmulators();
    console.log(describe(emulators));
    console.log('Press Ctrl-C to stop.');
    await new Promise(() => {}); // Signal handlers stop the emulators and exit.
  } else if (command === 'exec') {
    const cmd = rest[0] === '--' ? rest.slice(1) : rest;
    if (cmd.length === 0) throw new EmulatorError('Usage: emulators.mjs exec -- <command...>');
    const emulators = await startEmulators({ handleSignals: false });
    console.log(describe(emulators));
    const code = await runWithEmulators(cmd, emulators);
    await emulators.stop();
    process.exit(code);
  } else {
    throw new EmulatorError('Usage: node scripts/emulators.mjs start | exec -- <command...>');
  }
}

/** Runs a command with the emulator env (node_modules/.bin on PATH); resolves to its exit code. */
export function runWithEmulators(cmd, emulators, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: process.cwd(),
      stdio: 'inherit',
      env: {
        ...process.env,
        ...emulators.env,
        ...extraEnv,
        PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      },
    });
    // Ctrl-C reaches the command too (same process group); wait for it, then stop the emulators.
    const forward = (signal) => () => child.kill(signal);
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    child.on('error', (error) => {
      console.error(`Could not run ${cmd[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      const signals = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9, SIGHUP: 1 };
      resolve(code ?? 128 + (signals[signal] ?? 1));
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => fail(error));
}
