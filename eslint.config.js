import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

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

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'test-results', '.emulators'] },
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
            { target: ['./src/lib', './src/components'], from: ['./src/features', './src/app'] },
            // The data floor (src/data) stands on lib alone; lib stands under it.
            {
              target: './src/data',
              from: ['./src/features', './src/app', './src/components', './src/testing'],
            },
            { target: './src/lib', from: './src/data' },
            { target: './src/features', from: './src/app' },
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
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
              group: ['react', 'react-*', '@mui/*', '@emotion/*', '@tanstack/*', 'notistack'],
              message: 'src/data is shared with the server: no React or UI libraries.',
            },
            {
              group: ['@/lib/firebase', '@/lib/firebaseAuth'],
              message: 'src/data takes the Firestore instance as an argument.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
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
