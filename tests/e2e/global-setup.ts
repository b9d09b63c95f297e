/**
 * Vitest globalSetup for the browser suite. Expects the emulators to be running already (their
 * env comes from scripts/emulators.mjs through `npm test` or `npm run test:e2e`): seeds the demo
 * data, builds the app once against the emulators and serves it with `vite preview` (SPA fallback)
 * on 127.0.0.1:4173. Tests read the address with `baseUrl()` from ./support/browser.
 * E2E_SKIP_BUILD=1 reuses the last build (only valid while the emulator ports are unchanged).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { isPortInUse, ROOT, viteEnv } from '../../scripts/emulators.mjs';
import { seed } from '../../scripts/seed.mjs';
import { clearSentQueries } from './support/sentQueries';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const HOST = '127.0.0.1';
// E2E_PORT lets two checkouts or people run the browser suite side by side.
const PORT = Number(process.env.E2E_PORT || 4173);
export const E2E_OUT_DIR = path.join(ROOT, '.emulators', `e2e-dist-${PORT}`);

function buildApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        E2E_OUT_DIR,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        // Vitest sets NODE_ENV=test; the browser suite tests a production build.
        env: { ...process.env, NODE_ENV: 'production', ...viteEnv(process.env) },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`[e2e] app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`vite build failed (exit code ${code})`));
    });
  });
}

export default async function setup(project: TestProject) {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The browser tests need the emulators: run them with `npm test` or `npm run test:e2e`',
    );
  }
  if (await isPortInUse(PORT)) {
    throw new Error(
      `Port ${PORT} (vite preview for the browser tests) is already in use — stop whatever holds it.`,
    );
  }
  await seed(process.env, { quiet: true });
  clearSentQueries();
  const reuse =
    process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(E2E_OUT_DIR, 'index.html'));
  if (reuse) console.log('[e2e] E2E_SKIP_BUILD=1: reusing the last build');
  else await buildApp();

  const server: PreviewServer = await preview({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    appType: 'spa',
    build: { outDir: E2E_OUT_DIR },
    preview: { host: HOST, port: PORT, strictPort: true },
  });
  const url = `http://${HOST}:${PORT}`;
  project.provide('baseUrl', url);
  process.env.BASE_URL = url;

  return async () => {
    await server.close();
  };
}
