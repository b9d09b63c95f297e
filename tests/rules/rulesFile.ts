/**
 * The deployed `firestore.rules` and the emulator's report on it, for the rules suite's global
 * set-up and its per-file harness (./helpers.ts). Node only: nothing here registers test hooks.
 */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * A project of the rules suite's own: `npm test` runs it beside the browser suite, whose seeded
 * demo data lives in the app's project (demo-franchise-portal) and must not be cleared under it.
 */
export const PROJECT_ID = 'demo-franchise-portal-rules';

export function hostAndPort(value: string): { host: string; port: number } {
  const [host, port] = value.split(':');
  return { host, port: Number(port) };
}

export const firestoreHost = hostAndPort(process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080');

/** `firestore.rules` as deployed, optionally with test-only match blocks appended. */
export function loadFirestoreRules(extra?: string): string {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  if (!extra) return rules;
  const closing = /\}\s*\}\s*$/;
  if (!closing.test(rules)) throw new Error('firestore.rules does not end with two closing braces');
  return rules.replace(closing, `${extra}\n  }\n}\n`);
}

/**
 * The emulator compiles a ruleset of this size in 5-25 s depending on the machine's load, so the
 * suite loads it once (global set-up) instead of once per file; only files that add test-only
 * rules load their own, in another project. RULES_COVERAGE=1 loads them per file again, so each
 * file's coverage summary counts that file alone (a whole-suite count would include the
 * thousand-line order maps, whose report is too large to fetch).
 */
export const RULES_PER_FILE = process.env.RULES_COVERAGE === '1';

/** Loads the deployed rules into the emulator for the suite's project. */
export async function loadRules(): Promise<void> {
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: loadFirestoreRules(), ...firestoreHost },
  });
  await env.cleanup();
}

/** Rules coverage summaries (RULES_COVERAGE=1) land here, one per test file: `firestore-<file>.txt`. */
const COVERAGE_DIR = new URL('../../test-results/rules-coverage/', import.meta.url);

interface CoverageNode {
  sourcePosition: { line: number };
  values?: { count?: number }[];
  children?: CoverageNode[];
}

/**
 * Saves a summary of the emulator's rules-coverage report: every line of the rules with how many
 * times its expressions were evaluated, unreached lines listed first. (The emulator's own HTML
 * report records every value seen and runs to hundreds of megabytes.) Best effort: only warns.
 */
export async function saveFirestoreCoverage(testPath: string | undefined): Promise<void> {
  const { host, port } = firestoreHost;
  const url = `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const name = (testPath ?? 'rules')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\.test\.ts$/, '');
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const coverage = (await response.json()) as {
      rules: { files: { content: string }[] };
      report: CoverageNode[];
    };
    const counts = new Map<number, number>();
    const visit = (node: CoverageNode) => {
      const line = node.sourcePosition.line;
      const count = (node.values ?? []).reduce((sum, value) => sum + (value.count ?? 0), 0);
      counts.set(line, (counts.get(line) ?? 0) + count);
      node.children?.forEach(visit);
    };
    coverage.report.forEach(visit);
    const source = coverage.rules.files[0]?.content.split('\n') ?? [];
    const unreached = [...counts].filter(([, count]) => count === 0).map(([line]) => line);
    const body = source.map((text, i) => {
      const count = counts.get(i + 1);
      return `${count === undefined ? '' : String(count)}`.padStart(7) + ` | ${text}`;
    });
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(
      new URL(`firestore-${name}.txt`, COVERAGE_DIR),
      [
        `Firestore rules coverage after ${name}.test.ts (evaluations per line since rules load)`,
        `Lines with expressions never evaluated: ${unreached.sort((a, b) => a - b).join(', ') || 'none'}`,
        '',
        ...body,
      ].join('\n'),
    );
  } catch (error) {
    console.warn(`Could not save the Firestore rules coverage report from ${url}:`, error);
  }
}
