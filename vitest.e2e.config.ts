import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 120000,
    // expect.poll waits for what the user would see (tests/e2e/support/browser.ts); a loaded
    // 2-core machine can take seconds to show it.
    expect: { poll: { timeout: 15000, interval: 100 } },
    globalSetup: ['./tests/e2e/global-setup.ts'],
  },
});
