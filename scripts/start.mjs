#!/usr/bin/env node
/**
 * `npm start`: the one command after cloning. Installs dependencies when node_modules is missing,
 * starts the local emulators, seeds the demo data and runs the Vite dev server against them.
 * Ctrl-C stops everything. Only Node built-ins are imported statically: the rest may not be
 * installed yet.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const PORT = 5173;
const URL_ = `http://${HOST}:${PORT}`;

function oneLine(error) {
  return error instanceof Error ? error.message : String(error);
}

function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && existsSync(path.join(ROOT, 'node_modules', 'vite'))) return;
  console.log('Installing dependencies (npm install)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm install failed: see the output above');
    process.exit(1);
  }
}

async function main() {
  ensureInstalled();
  const { startEmulators, viteEnv, isPortInUse } = await import('./emulators.mjs');
  if (await isPortInUse(PORT)) {
    console.error(
      `Port ${PORT} (Vite dev server) is already in use — is the app already running? Stop it or free the port.`,
    );
    process.exit(1);
  }
  console.log('Starting the Firebase emulators (Auth, Firestore, Functions) — about 20 s...');
  const emulators = await startEmulators({ handleSignals: false });
  let server = null;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the dev server and the emulators...');
    await server?.close().catch(() => undefined);
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));

  try {
    const { seed, printLogins } = await import('./seed.mjs');
    await seed(emulators.env, { quiet: true });
    Object.assign(process.env, emulators.env, viteEnv(emulators.env));
    const { createServer } = await import('vite');
    server = await createServer({
      root: ROOT,
      server: { host: HOST, port: PORT, strictPort: true },
    });
    await server.listen();
    // Measure what a developer waits for: until the app answers HTTP, with its entry module compiled.
    for (const pathname of ['/', '/src/main.tsx']) {
      const response = await fetch(`${URL_}${pathname}`);
      if (!response.ok) throw new Error(`${URL_}${pathname} answered HTTP ${response.status}`);
      await response.arrayBuffer();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log('');
    console.log(`App running at ${URL_}  (ready in ${seconds} s from npm start)`);
    console.log(
      `Emulators: Auth ${emulators.hosts.auth}, Firestore ${emulators.hosts.firestore}, Functions ${emulators.hosts.functions}` +
        (emulators.storage ? `, Storage ${emulators.hosts.storage}` : ', no Storage'),
    );
    printLogins();
    console.log('Press Ctrl-C to stop. Logs of the emulators: .emulators/logs/');
  } catch (error) {
    console.error(oneLine(error));
    await shutdown(1);
  }
}

main().catch((error) => {
  console.error(oneLine(error));
  process.exit(1);
});
