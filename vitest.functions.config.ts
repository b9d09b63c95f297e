import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { EMULATOR_TEST_TIMEOUT_MS } from './src/testing/patience.ts';

// The server's suite (npm test's `functions` step): the callables on the Functions emulator,
// called through the web SDK as each seeded role (tests/functions), and the pure server-only
// logic beside functions/src. It seeds the demo project once, so its files run one after another.
export default defineConfig({
  // The app's `@/` imports, as the functions bundle resolves them (scripts/build-functions.mjs).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/functions/**/*.test.ts', 'functions/src/**/*.test.ts'],
    fileParallelism: false,
    globalSetup: ['./tests/functions/global-setup.ts'],
    testTimeout: EMULATOR_TEST_TIMEOUT_MS,
    hookTimeout: EMULATOR_TEST_TIMEOUT_MS,
  },
});
