import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { EMULATOR_TEST_TIMEOUT_MS } from './src/testing/patience.ts';

// Rules tests share one emulator, so files run one after another to keep clearFirestore() from racing.
export default defineConfig({
  // The app's `@/` imports, so rules tests can call repository functions that use other features.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    fileParallelism: false,
    // The rules are loaded once for the suite: the emulator compiles them in 5-25 s.
    globalSetup: ['./tests/rules/global-setup.ts'],
    // A single test's batch of writes can take several seconds on a busy 2-core machine
    // (src/testing/patience.ts).
    testTimeout: EMULATOR_TEST_TIMEOUT_MS,
    hookTimeout: EMULATOR_TEST_TIMEOUT_MS,
  },
});
