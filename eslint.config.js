import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { FEATURE_LAYERS } from './scripts/featureLayers.mjs';

// Zones are generated from the folder list so a new feature is fenced in without editing this file:
// a feature may reach another feature only through that feature's index.ts.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...features.filter((f) => f !== name).map((f) => `./${f}/index.ts`)],
}));

// The same fence one level down, generated the same way: inside a feature, a sub-feature (a folder
// that is not one of the layers of scripts/featureLayers.mjs: api, model, components, hooks,
// pages, pdf, session, store) reaches a sibling sub-feature only through the sibling's index.ts.
// What two siblings share and a barrel cannot carry (a model's import of a sibling barrel would
// pull its components) moves up to the feature's own layer folders. The fence binds sub-features
// only: the feature's own files are exempt, its index.ts (its face to other features) and its
// pages.ts (its router map, spreading each sub-feature's pages.ts of lazy screens) included.
const subFeatures = (feature) =>
  readdirSync(new URL(`./src/features/${feature}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !FEATURE_LAYERS.includes(d.name))
    .map((d) => d.name);
const subFeatureZones = features.flatMap((feature) => {
  const subs = subFeatures(feature);
  if (subs.length < 2) return [];
  return subs.map((sub) => ({
    target: `./src/features/${feature}/${sub}`,
    from: subs.filter((s) => s !== sub).map((s) => `./src/features/${feature}/${s}`),
    except: ['./index.ts'],
    message: `A sub-feature reaches a sibling only through the sibling's index.ts.`,
  }));
});
const subFeatureBarrels = features.flatMap((feature) =>
  subFeatures(feature).map((sub) => `./src/features/${feature}/${sub}/index.ts`),
);

// Pure code, shared with the server's Cloud Functions: the domain (src/domain: the permission
// model) and every feature's and sub-feature's model/ folder (money formulas, period arithmetic,
// scoring), and the app's contract with the functions (src/lib/callables.ts). See the rule block
// for them below for the packages they may not use.
const pureCode = ['./src/domain', './src/features/**/model/**', './src/lib/callables.ts'];

// What code shared with the server (src/data, pure code, functions/src) may not use.
const UI_PACKAGES = ['react', 'react-*', '@mui/*', '@emotion/*', '@tanstack/*', 'notistack'];
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage'];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'test-results', '.emulators', 'functions/lib'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'import-x': importX,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A module that exports a component exports only components (and plain constants), so an
      // edit to it keeps the page's state under Vite's Fast Refresh instead of reloading it.
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...subFeatureZones,
            {
              target: pureCode,
              from: [
                './src/features/**/api/**',
                './src/features/**/components/**',
                './src/features/**/pages/**',
                './src/features/**/hooks/**',
              ],
              message: 'Pure code (src/domain, model/) imports no api, component, page or hook.',
            },
            {
              target: pureCode,
              from: subFeatureBarrels,
              message: "Pure code imports no sub-feature's index.ts (it carries components).",
            },
            // The domain stands on lib alone (not the browser's Firebase set-up); the data floor
            // (src/data) may stand on it.
            {
              target: './src/domain',
              from: [
                './src/features',
                './src/app',
                './src/components',
                './src/data',
                './src/testing',
                './src/lib/firebase.ts',
                './src/lib/firebaseAuth.ts',
              ],
              message: 'src/domain stands on src/lib alone (not its browser Firebase set-up).',
            },
            { target: ['./src/lib', './src/components'], from: ['./src/features', './src/app'] },
            // The data floor (src/data) stands on lib alone; lib stands under it.
            {
              target: './src/data',
              from: ['./src/features', './src/app', './src/components', './src/testing'],
            },
            { target: './src/lib', from: './src/data' },
            { target: './src/features', from: './src/app' },
            // The server (functions/src) shares the app's pure code only: no screen, no browser
            // Firebase set-up (scripts/build-functions.mjs also fails on such a bundle).
            {
              target: './functions/src',
              from: [
                './src/features/**/api/**',
                './src/features/**/components/**',
                './src/features/**/pages/**',
                './src/features/**/hooks/**',
              ],
              message: 'The functions share pure code only (src/domain, model/, collections).',
            },
            {
              target: './functions/src',
              from: [
                './src/app',
                './src/components',
                './src/testing',
                './src/lib/firebase.ts',
                './src/lib/firebaseAuth.ts',
              ],
              message: 'The functions share pure code only (src/domain, model/, collections).',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message: "Import icons by path ('@mui/icons-material/Add') to keep the bundle small.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
  },
  {
    // The data floor is shared with the server (Cloud Functions): nothing of React, MUI, the
    // browser's Firebase set-up or the browser's globals.
    files: ['src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI_PACKAGES,
              message: 'src/data is shared with the server: no React or UI libraries.',
            },
            {
              group: ['@/lib/firebase', '@/lib/firebaseAuth'],
              message: 'src/data takes the Firestore instance as an argument.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...BROWSER_GLOBALS],
    },
  },
  {
    // Pure code (pureCode above: src/domain and every model/ folder) is shared with the server's
    // Cloud Functions: nothing of React, MUI, the browser's Firebase set-up, the app's components
    // (types included: a type a model needs lives in src/lib or a model) or the browser's globals.
    // Its imports of api, component, page and hook folders are fenced by no-restricted-paths.
    files: ['src/domain/**', 'src/features/**/model/**', 'src/lib/callables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI_PACKAGES,
              message: 'Pure code (src/domain, model/) is shared with the server: no React or UI.',
            },
            {
              group: ['@/lib/firebase', '@/lib/firebaseAuth'],
              message: 'Pure code does not reach the browser Firebase set-up.',
            },
            {
              group: ['@/components', '@/components/*'],
              message: 'Pure code imports no component, not even a type: move it to src/lib.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...BROWSER_GLOBALS],
    },
  },
  {
    // The server speaks to Firestore through firebase-admin, never the web SDK or the UI.
    files: ['functions/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI_PACKAGES,
              message: 'The functions run no UI.',
            },
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'The functions use firebase-admin, not the web SDK.',
            },
          ],
        },
      ],
    },
  },
  {
    // Their tests run in the browser's test environment only: they may set up its globals.
    files: ['src/domain/**/*.test.ts', 'src/features/**/model/**/*.test.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Route tables export route objects built from lazy pages; test helpers and the bench's floor
    // pages are never hot reloaded. A full reload is what an edit to any of them must do anyway.
    files: [
      'src/app/router.tsx',
      'src/app/appRoutes.tsx',
      'src/testing/**',
      '**/*.test.tsx',
      'scripts/**',
    ],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  prettier,
);
