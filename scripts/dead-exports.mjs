#!/usr/bin/env node
/**
 * Exports nobody imports: `node scripts/dead-exports.mjs` lists them, and
 * tests/unit/deadExports.test.ts keeps the list empty.
 *
 * An export of a module under src/ (or functions/src/) is alive when some file of the repo
 * (app, tests, scripts, configs) imports it by name, imports the module whole (`import * as`,
 * `import('...')`), or re-exports it from a module that is itself imported that way. Its own
 * file using it does not count: then it need not be exported. Entry modules (what a bundler or
 * the Functions runtime loads) have all their exports alive.
 *
 * It reads the syntax only (TypeScript's parser, no type-check), so it takes a couple of seconds.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['src', 'tests', 'scripts', 'functions/src'];
const TOP_FILES = ['vite.config.ts', 'vitest.rules.config.ts', 'vitest.e2e.config.ts'];
/** Modules loaded by a runtime, not imported: every export of theirs is used. */
const ENTRIES = ['src/main.tsx', 'functions/src/index.ts'];
const CHECKED = (file) =>
  /^(src|functions\/src)\//.test(file) &&
  !/\.(test|spec)\.tsx?$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !file.startsWith('src/testing/');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const ALL = '*';

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'lib') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (EXTENSIONS.some((e) => entry.name.endsWith(e))) out.push(full);
  }
  return out;
}

/** The repo file a specifier names, or null for a package. */
function resolve(fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const hasExportModifier = (node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** One file's exports, re-exports and imports, from its syntax. */
function parse(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  /** name -> line */
  const exports = new Map();
  /** { from, names: Map<exported, original> | ALL } */
  const reexports = [];
  /** [resolved file, name | ALL] */
  const imports = [];
  const add = (name, node) =>
    exports.set(name, source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
  const record = (specifier, name) => {
    const target = resolve(file, specifier);
    if (target) imports.push([target, name]);
  };

  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) record(spec, ALL);
      else {
        if (clause.name) record(spec, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) record(spec, ALL);
        if (bindings && ts.isNamedImports(bindings))
          for (const el of bindings.elements) record(spec, (el.propertyName ?? el.name).text);
      }
    } else if (ts.isExportDeclaration(node)) {
      const spec =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : null;
      const clause = node.exportClause;
      if (spec) {
        const target = resolve(file, spec);
        if (!clause) {
          if (target) reexports.push({ from: target, names: ALL });
        } else if (ts.isNamespaceExport(clause)) {
          add(clause.name.text, node);
          if (target) imports.push([target, ALL]);
        } else {
          const names = new Map();
          for (const el of clause.elements) {
            add(el.name.text, el);
            names.set(el.name.text, (el.propertyName ?? el.name).text);
          }
          if (target) reexports.push({ from: target, names });
        }
      } else if (clause && ts.isNamedExports(clause)) {
        for (const el of clause.elements) add(el.name.text, el);
      }
    } else if (ts.isExportAssignment(node)) {
      add('default', node);
    } else if (hasExportModifier(node)) {
      if (isDefault(node)) add('default', node);
      else if (ts.isVariableStatement(node)) {
        for (const decl of node.declarationList.declarations)
          if (ts.isIdentifier(decl.name)) add(decl.name.text, decl);
      } else if (node.name && ts.isIdentifier(node.name)) add(node.name.text, node);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      record(node.arguments[0].text, ALL);
    } else if (
      // vi.mock('...') and vi.importActual('...') stand for the module's exports.
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      /^(mock|doMock|importActual)$/.test(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      record(node.arguments[0].text, ALL);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports, reexports, imports };
}

/** @returns {{ file: string, line: number, name: string }[]} sorted by file and line */
export function findDeadExports() {
  const files = [
    ...SCANNED.flatMap((dir) => walk(path.join(ROOT, dir), [])),
    ...TOP_FILES.map((f) => path.join(ROOT, f)).filter((f) => existsSync(f)),
  ];
  const parsed = new Map(files.map((f) => [f, parse(f)]));
  /** file -> Set of used names (or containing ALL) */
  const used = new Map();
  const mark = (file, name) => {
    const set = used.get(file) ?? new Set();
    if (set.has(name) || set.has(ALL)) return false;
    set.add(name);
    used.set(file, set);
    return true;
  };
  const queue = [];
  const push = (file, name) => {
    if (mark(file, name)) queue.push([file, name]);
  };
  for (const info of parsed.values()) for (const [file, name] of info.imports) push(file, name);
  for (const entry of ENTRIES) push(path.join(ROOT, entry), ALL);
  // A name used from a module flows to the module it re-exports it from.
  while (queue.length > 0) {
    const [file, name] = queue.pop();
    const info = parsed.get(file);
    if (!info) continue;
    for (const { from, names } of info.reexports) {
      if (names === ALL) {
        if (name === ALL || !info.exports.has(name)) push(from, name);
      } else if (name === ALL) {
        for (const original of names.values()) push(from, original);
      } else if (names.has(name)) push(from, names.get(name));
    }
  }
  const dead = [];
  for (const [file, info] of parsed) {
    const relative = path.relative(ROOT, file);
    if (!CHECKED(relative)) continue;
    const set = used.get(file) ?? new Set();
    if (set.has(ALL)) continue;
    for (const [name, line] of info.exports)
      if (!set.has(name)) dead.push({ file: relative, line, name });
  }
  return dead.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dead = findDeadExports();
  for (const d of dead) console.log(`${d.file}:${d.line}  ${d.name}`);
  console.log(`${dead.length} exports nobody imports`);
}
