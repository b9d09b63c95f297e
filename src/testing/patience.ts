/**
 * How long a test waits for what the user would see before it gives up, and how long one test may
 * take in all, per suite. Ceilings, not delays: a wait that is met returns at once, so they cost
 * nothing in a passing run. They are set for a loaded 2-core CI machine, where a component test
 * that takes a second or two idle was measured at twelve times that (issue 24). A test sets no
 * shorter one of its own: that would fail only when the machine is busy.
 */

/** One findBy* or waitFor in a unit or component test (src/testing/setup.ts). */
export const PATIENCE_MS = 30_000;
/** One unit or component test, and one of its hooks (vite.config.ts). */
export const TEST_TIMEOUT_MS = 120_000;
/** One rules test against the emulator, and one of its hooks (vitest.rules.config.ts). */
export const EMULATOR_TEST_TIMEOUT_MS = 300_000;
/** One browser wait: a locator, an expect.poll, a navigation (tests/e2e/support/browser.ts). */
export const BROWSER_PATIENCE_MS = 90_000;
/** One browser test, which may walk through many screens (vitest.e2e.config.ts). */
export const BROWSER_TEST_TIMEOUT_MS = 900_000;
