import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
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
        },
      },
      {
        extends: true,
        test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
      },
    ],
  },
});
