import '@testing-library/jest-dom/vitest';
import { PATIENCE_MS } from './patience';

// Runs before every test file. In the shared projects (vite.config.ts, `isolate: false`) the
// files of a worker share one module registry and one jsdom window, so this puts back what a
// fresh file would have.

// The app's own modules are evaluated again for this file: otherwise a module imported by an
// earlier file keeps that file's `vi.mock` replacements (or misses this file's). Packages loaded
// from node_modules (React, MUI, Firebase) are not in the registry and stay shared.
vi.resetModules();

// TanStack Query's connection state is one per worker (a package, shared by the files). A test
// that mocks `navigator.onLine` false under the app's query client leaves it offline after the
// mock is restored, and a later file's queries then wait "paused" for a connection: its loading
// tests saw "This page needs a connection" (only in some file orders). Each test starts online.
const { onlineManager } = await import('@tanstack/react-query');
afterEach(() => onlineManager.setOnline(true));

if (typeof document !== 'undefined') {
  // Storage and cookies outlive a file in a shared window; each file starts with none.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }

  // Testing Library registers its hooks when first imported, which is once per worker in a shared
  // project: register them here, per file. One unmounts rendered trees after each test (calling
  // it twice is harmless). The other tells React it runs under act(): the first file's afterAll
  // turns that off again, and later files then lost keystrokes in controlled inputs.
  const { cleanup, configure, renderHook } = await import('@testing-library/react');
  // findBy* and waitFor wait for what the user would see, and give up after one second by
  // default: a screen that takes longer on a loaded 2-core machine (twelve times slower than idle
  // was measured) failed tests that were right. The ceiling only ends a test that is wrong; a
  // passing wait still returns as soon as the screen shows its content.
  configure({ asyncUtilTimeout: PATIENCE_MS });
  afterEach(cleanup);
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  // Emotion (MUI's styles) keeps every rule it inserted in the shared window, and jsdom's
  // getComputedStyle, which role queries and clicks call for each element, walks all of them, so
  // every file would be slower than the one before. Each file starts with an empty sheet.
  const { __unsafe_useEmotionCache: useEmotionCache } = await import('@emotion/react');
  const emotionCache = renderHook(() => useEmotionCache()).result.current;
  cleanup();
  if (emotionCache) {
    emotionCache.sheet.flush();
    for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  }
}
