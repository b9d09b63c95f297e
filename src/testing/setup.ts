import '@testing-library/jest-dom/vitest';

// Testing Library unmounts rendered trees after each test from a hook it registers when first
// imported. The `logic` project (vite.config.ts) shares imported modules between files, so later
// files of a worker would not get that hook: register the cleanup here, per file, wherever a DOM
// exists (calling it twice is harmless).
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
