#!/usr/bin/env node
/**
 * Prints the shape of src/'s import graph, lazy `import()` included (ESLint's no-cycle rule does
 * not follow those): the import cycles (strongly connected groups of files), the imports between
 * features, and the imports between sibling sub-features of one feature. Not part of `npm test`:
 * the lint fence enforces the rules, this measures them (issue 25's note).
 *   node scripts/import-graph.mjs [--list]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_LAYERS } from './featureLayers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
const list = process.argv.includes('--list');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Static imports and re-exports (type-only ones erased at build, so left out) and lazy import().
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const files = sourceFiles(SRC);
const graph = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolve(file, match[1] ?? match[2]))
      .filter((target) => target !== null);
    return [file, [...new Set(targets)]];
  }),
);

/** Tarjan's strongly connected components: each with more than one file is a cycle. */
function cycles() {
  let index = 0;
  const stack = [];
  const on = new Set();
  const indexOf = new Map();
  const low = new Map();
  const groups = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    on.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (on.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        on.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return groups;
}

const relative = (file) => path.relative(SRC, file).split(path.sep).join('/');
// Folders that are layers of a feature, not sub-features of it (scripts/featureLayers.mjs).
const LAYERS = new Set(FEATURE_LAYERS);
/** [feature, sub-feature or null] of a file under src/features. */
function featureOf(file) {
  const match = /^features\/([^/]+)\/(?:([^/]+)\/)?/.exec(relative(file));
  if (!match) return null;
  return [match[1], match[2] && !LAYERS.has(match[2]) ? match[2] : null];
}

let featureEdges = 0;
let siblingEdges = 0;
const siblingPairs = new Map();
for (const [from, targets] of graph) {
  const a = featureOf(from);
  for (const to of targets) {
    const b = featureOf(to);
    if (!a || !b) continue;
    if (a[0] !== b[0]) featureEdges++;
    else if (a[1] && b[1] && a[1] !== b[1]) {
      siblingEdges++;
      const key = `${a[0]}: ${a[1]} -> ${b[1]}`;
      siblingPairs.set(key, (siblingPairs.get(key) ?? 0) + 1);
    }
  }
}
const twoWay = [...siblingPairs.keys()].filter((key) => {
  const [feature, pair] = key.split(': ');
  const [x, y] = pair.split(' -> ');
  return siblingPairs.has(`${feature}: ${y} -> ${x}`) && x < y;
});

const groups = cycles();
console.log(`files: ${files.length}`);
console.log(
  `import cycles (lazy imports included): ${groups.length}, files in them: ${groups.reduce((n, g) => n + g.length, 0)}`,
);
if (list) for (const group of groups) console.log(`  - ${group.map(relative).sort().join(', ')}`);
console.log(`imports between features: ${featureEdges}`);
console.log(
  `imports between sibling sub-features: ${siblingEdges} (two-way pairs: ${twoWay.length})`,
);
if (list) for (const [key, count] of siblingPairs) console.log(`  - ${key}: ${count}`);
else for (const key of twoWay) console.log(`  - two-way: ${key.replace(' -> ', ' <-> ')}`);
