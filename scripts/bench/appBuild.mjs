import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, preview } from 'vite';
import { ROOT, viteEnv } from '../emulators.mjs';

/**
 * Building, serving and throttling the app for the bench scripts (bench-first-row.mjs,
 * bench-money-pages.mjs): the same build, server and tablet profile for every figure.
 */

export const HOST = '127.0.0.1';

/** The tablet profile (CDP): 150 ms latency, 1.6 Mbps each way, 4x CPU slowdown. */
export const TABLET = { latency: 150, throughput: (1.6 * 1024 * 1024) / 8, cpu: 4 };

/** Points the next builds at the running emulators; `firestoreHost` is where the browser reaches Firestore. */
function pointBuildsAtEmulators(firestoreHost) {
  Object.assign(process.env, {
    NODE_ENV: 'production',
    ...viteEnv({ ...process.env, FIRESTORE_EMULATOR_HOST: firestoreHost }),
  });
}

/** This checkout's app, built against the emulators into `outDir`. */
export async function buildApp(outDir, firestoreHost) {
  pointBuildsAtEmulators(firestoreHost);
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * The app as of another commit, built the same way (its files extracted into `srcDir`, this
 * checkout's packages) into `outDir`.
 */
export async function buildCommit(commit, srcDir, outDir, firestoreHost) {
  pointBuildsAtEmulators(firestoreHost);
  fs.rmSync(srcDir, { recursive: true, force: true });
  fs.mkdirSync(srcDir, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(srcDir)}`, { cwd: ROOT });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(srcDir, 'node_modules'));
  await build({
    root: srcDir,
    configFile: path.join(srcDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** Serves a built `outDir` (appType 'spa' for the app, 'mpa' for plain pages) on HOST:port. */
export async function serve(outDir, port, appType) {
  return preview({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    appType,
    build: { outDir },
    preview: { host: HOST, port, strictPort: true },
  });
}

/** Applies a profile ({ latency, throughput, cpu }, or null: no throttling) to a page. */
export async function throttle(page, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile?.latency ?? 0,
    downloadThroughput: profile?.throughput ?? -1,
    uploadThroughput: profile?.throughput ?? -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile?.cpu ?? 1 });
}

/** The middle value (the upper one of an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
