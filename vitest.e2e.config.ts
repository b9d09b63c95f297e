import { defineConfig } from 'vitest/config';
import { BROWSER_PATIENCE_MS, BROWSER_TEST_TIMEOUT_MS } from './src/testing/patience';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    fileParallelism: false,
    // Ceilings for a loaded 2-core machine (src/testing/patience.ts); no test sets its own.
    testTimeout: BROWSER_TEST_TIMEOUT_MS,
    hookTimeout: BROWSER_TEST_TIMEOUT_MS,
    // expect.poll waits for what the user would see (tests/e2e/support/browser.ts).
    expect: { poll: { timeout: BROWSER_PATIENCE_MS, interval: 100 } },
    globalSetup: ['./tests/e2e/global-setup.ts'],
  },
});
