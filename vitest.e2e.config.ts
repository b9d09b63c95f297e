import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { BROWSER_PATIENCE_MS, BROWSER_TEST_TIMEOUT_MS } from './src/testing/patience.ts';

/** The index check reads what every other browser test sent, so it runs after them all. */
class SentQueriesLast extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isCheck = (file: TestSpecification) => file.moduleId.endsWith('/sent-queries.test.ts');
    return [...sorted.filter((file) => !isCheck(file)), ...sorted.filter(isCheck)];
  }
}

export default defineConfig({
  // The app's `@/` imports, for the tests that compute expected figures with the app's own pure
  // modules (cogs.test.ts: the COGS model imports `@/data/inventory`).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    fileParallelism: false,
    sequence: { sequencer: SentQueriesLast },
    // Ceilings for a loaded 2-core machine (src/testing/patience.ts); no test sets its own.
    testTimeout: BROWSER_TEST_TIMEOUT_MS,
    hookTimeout: BROWSER_TEST_TIMEOUT_MS,
    // expect.poll waits for what the user would see (tests/e2e/support/browser.ts).
    expect: { poll: { timeout: BROWSER_PATIENCE_MS, interval: 100 } },
    globalSetup: ['./tests/e2e/global-setup.ts'],
  },
});
