import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_TIMEOUT_MS } from './src/testing/patience.ts';

/**
 * Test files that mock a package (`vi.mock('firebase/auth', ...)`). In the shared projects below
 * the files of a worker share node_modules, so such a mock would leak into the files after it:
 * these run isolated instead. Found by reading the files, so a new one needs no list edit.
 */
const PACKAGE_MOCK = /vi\.mock\(\s*['"](?!\.|@\/)/;
const packageMockingTests = (readdirSync('src', { recursive: true }) as string[])
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && PACKAGE_MOCK.test(readFileSync(file, 'utf8')));

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

/**
 * React Router 7's package exports name only its development build, so every bundler ships that
 * one, dev warnings and checks included (remix-run/react-router#14102). A build takes the
 * production build it also carries; dev and tests keep the warnings.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), pwa],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Everything the first page loads goes in one file. Left to itself the bundler cut it into
      // about 30 files of a few hundred bytes to 100 kB (split by which lazy chunks share them):
      // on a tablet's 150 ms round trips those are rounds of requests before the sign-in page
      // shows, and 11 kB more gzip than one file. Lazy screens keep their own chunks, but the
      // MUI components they use beyond the first page's go in one more file: split per set of
      // screens sharing them, the orders list loaded 64 files, now 37 (18 kB more gzip), and its
      // first row on the tablet profile went from about 1.2x to 1.1x the floor.
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 20 },
            {
              name: 'ui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils)|@emotion|react-transition-group|@popperjs)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // One ceiling for every project: a test that sets a shorter one of its own would fail only
    // when the machine is busy (src/testing/patience.ts).
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    // Vitest's default on a 2-core machine is one worker (cores - 1), which leaves the suite a
    // single thread's share of a busy CPU; two workers run the files side by side.
    maxWorkers: 2,
    // Setting up jsdom and importing React, MUI, Emotion and Firebase took a third of the suite's
    // time when every file did it again (profiled on a busy 2-core machine). In the shared projects
    // the files of a worker keep one environment and share what they import from node_modules;
    // the setup file re-evaluates the app's own modules per file (so `vi.mock` of an app module
    // stays per file), resets browser storage and registers Testing Library's cleanup. A `.ts`
    // test that needs a DOM (a hook rendered with renderHook, Blob URLs) says so with a
    // `// @vitest-environment jsdom` first line; only component tests (.tsx) get jsdom by default.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          pool: 'threads',
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'tests/unit/**/*.test.ts'],
          exclude: packageMockingTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          pool: 'threads',
          isolate: false,
          include: ['src/**/*.test.tsx'],
          exclude: packageMockingTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'logic-isolated',
          environment: 'node',
          include: packageMockingTests.filter((file) => file.endsWith('.ts')),
        },
      },
      {
        extends: true,
        test: {
          name: 'components-isolated',
          environment: 'jsdom',
          include: packageMockingTests.filter((file) => file.endsWith('.tsx')),
        },
      },
    ],
  },
}));
