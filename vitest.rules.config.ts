import { defineConfig } from 'vitest/config';

// Rules tests share one emulator, so files run one after another to keep clearFirestore() from racing.
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    fileParallelism: false,
    // Loading the rules (two thousand lines) into the emulator takes tens of seconds on a busy
    // 2-core machine; a single test's batch of writes can take several.
    testTimeout: 60000,
    hookTimeout: 180000,
  },
});
