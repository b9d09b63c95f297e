import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Logic tests (.ts) that mock a package (`vi.mock('firebase/auth', ...)`). With `isolate: false`
 * the files of a worker share node_modules, so such a mock would leak into the files after it:
 * these run isolated instead. Found by reading the files, so a new one needs no list edit.
 */
const PACKAGE_MOCK = /vi\.mock\(\s*['"](?!\.|@\/)/;
const packageMockingTests = (readdirSync('src', { recursive: true }) as string[])
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => file.endsWith('.test.ts') && PACKAGE_MOCK.test(readFileSync(file, 'utf8')));

/**
 * Installable app that starts offline (issue 15): Workbox precaches the shell and every lazy
 * chunk, and serves index.html for any app route without a network. registerType 'prompt': a new
 * build waits for "New version available - Reload" (src/app/version/UpdatePrompt.tsx).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Harbor Ops',
    short_name: 'Harbor Ops',
    description: 'Operations portal for Harbor franchise restaurants and food trucks',
    theme_color: '#0b4f6c',
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/app',
    scope: '/',
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // react-player's HLS and DASH streaming engines (1.4 MB) only play training videos, which
    // need the network anyway; every other chunk is precached.
    globIgnores: ['**/hls-*.js', '**/dash.all.min-*.js'],
    navigateFallback: 'index.html',
    // The PDF renderer chunk is large but must open offline too.
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), pwa],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: { chunkSizeWarningLimit: 1500 },
  test: {
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Setting up jsdom costs seconds per test file on a busy 2-core machine, more than most files'
    // tests: only component tests (.tsx) get it; a .ts test that needs a DOM (a hook rendered with
    // renderHook, Blob URLs) says so with a `// @vitest-environment jsdom` first line.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          // Profiled on a busy 2-core machine: these files spent ~95% of their time in per-file
          // set-up (re-importing Firebase and friends), not in tests. Here the files of a worker
          // share the imported node_modules (app modules are still re-evaluated per file, so
          // vi.mock stays per file), and threads start faster than forked processes. Component
          // tests stay isolated: Testing Library registers its DOM cleanup once per module load.
          pool: 'threads',
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          exclude: packageMockingTests,
        },
      },
      {
        extends: true,
        test: { name: 'logic-isolated', environment: 'node', include: packageMockingTests },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          // A form test types and clicks through MUI under jsdom: seconds on a busy 2-core machine.
          testTimeout: 20000,
        },
      },
    ],
  },
});
