import { defineConfig } from 'vitest/config';

// Rules tests share one emulator, so files run one after another to keep clearFirestore() from racing.
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
