#!/usr/bin/env node
/**
 * Builds the Cloud Functions bundle: functions/src/index.ts -> functions/lib/index.js (CommonJS,
 * Node 20), the file functions/package.json's `main` names and firebase-tools loads (emulator and
 * deploy: firebase.json's `predeploy` runs this script).
 *
 * The `@/` alias resolves to the root src/, so the server bundles the SAME modules the app uses
 * (src/domain permissions, src/data collection names, the features' pure model/ modules): one
 * code, no copies (README "One domain code for the app and the server").
 *
 * Bundled with rolldown, Vite 8's own bundler (esbuild is not installed: Vite 8 no longer uses it).
 * firebase-functions and firebase-admin stay external: functions/package.json installs them.
 *
 *   node scripts/build-functions.mjs          build (prints the bundle's size and module count)
 *
 * Exported: buildFunctions() for the emulator launcher.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'functions', 'src', 'index.ts');
export const FUNCTIONS_BUNDLE = path.join(ROOT, 'functions', 'lib', 'index.js');

/** Packages the functions package installs itself; everything else is bundled. */
const EXTERNAL = [/^firebase-functions(\/|$)/, /^firebase-admin(\/|$)/];

/**
 * What the server must never bundle: the browser app's UI and the web SDK. A shared module that
 * starts importing React, MUI or `firebase/*` at runtime would drag them into the functions (a
 * larger, slower cold start, and web SDK code running on the server), so the build FAILS when any
 * bundled module comes from one of these (the bundle's module list is rolldown's "metafile").
 */
const FORBIDDEN = [
  { pattern: /[\\/]node_modules[\\/]firebase[\\/]/, name: 'the web SDK (firebase/*)' },
  { pattern: /[\\/]node_modules[\\/]@firebase[\\/]/, name: 'the web SDK (@firebase/*)' },
  { pattern: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'React' },
  { pattern: /[\\/]node_modules[\\/]@mui[\\/]/, name: 'MUI' },
  { pattern: /[\\/]node_modules[\\/]@emotion[\\/]/, name: 'Emotion (MUI)' },
];

export class FunctionsBuildError extends Error {}

/**
 * Bundles the functions. Resolves to { file, exports, bytes, modules, seconds }; throws
 * FunctionsBuildError with a one-line reason (plus the offending modules) when a forbidden input
 * is bundled. `entry` and `file` default to the real ones (tests build a fixture elsewhere).
 */
export async function buildFunctions({ entry = ENTRY, file = FUNCTIONS_BUNDLE } = {}) {
  const started = Date.now();
  const { rolldown } = await import('rolldown');
  mkdirSync(path.dirname(file), { recursive: true });
  const bundle = await rolldown({
    input: entry,
    platform: 'node',
    external: EXTERNAL,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    logLevel: 'warn',
  });
  let output;
  try {
    ({ output } = await bundle.write({
      file,
      format: 'cjs',
      sourcemap: true,
    }));
  } finally {
    await bundle.close();
  }
  const chunks = output.filter((o) => o.type === 'chunk');
  const modules = chunks.flatMap((c) => c.moduleIds);
  const offending = modules.flatMap((id) =>
    FORBIDDEN.filter((f) => f.pattern.test(id)).map((f) => `${f.name}: ${path.relative(ROOT, id)}`),
  );
  if (offending.length > 0) {
    throw new FunctionsBuildError(
      `The functions bundle must not include React, MUI or the web SDK, but it does:\n  ${offending
        .slice(0, 10)
        .join(
          '\n  ',
        )}\nImport only pure modules (src/domain, src/data/collections.ts, model/) from functions/src.`,
    );
  }
  const bytes = chunks.reduce((n, c) => n + Buffer.byteLength(c.code), 0);
  return {
    file,
    /** The entry's exports: the functions' names, which the emulator launcher waits for. */
    exports: chunks.filter((c) => c.isEntry).flatMap((c) => c.exports),
    bytes,
    modules: modules.length,
    seconds: (Date.now() - started) / 1000,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildFunctions().then(
    ({ file, bytes, modules, seconds }) => {
      console.log(
        `Functions built: ${path.relative(ROOT, file)} (${(bytes / 1024).toFixed(1)} kB, ${modules} modules, ${seconds.toFixed(1)} s)`,
      );
    },
    (error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
