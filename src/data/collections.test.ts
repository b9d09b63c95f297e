import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COLLECTIONS, SUBCOLLECTIONS } from './collections';

/*
 * The data floor's fence (DESIGN.md "Data", issue 25): collection names are spelt once, in
 * collections.ts, and only src/data builds references from them. ESLint fences imports, not
 * arguments, so this reads the source: a `collection(db, 'orders')` written in a feature fails
 * here instead of quietly growing a second spelling.
 */

/** Firestore's reference builders whose arguments after the first are path segments. */
const REF_BUILDERS = ['collection', 'doc', 'collectionGroup'] as const;

/** The local names `source` gives the reference builders imported from firebase/firestore. */
function builderNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'firebase\/firestore'/g)) {
    for (const spec of match[1].split(',')) {
      const [imported, local = imported] = spec
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (REF_BUILDERS.some((name) => name === imported)) names.push(local);
    }
  }
  for (const match of source.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*'firebase\/firestore'/g)) {
    names.push(...REF_BUILDERS.map((name) => `${match[1]}.${name}`));
  }
  return names;
}

/** `source` without comments (a usage example in a comment is not a call). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The top-level arguments of the call whose `(` is at `open`, and the index of its `)`. */
function callArguments(source: string, open: number): { args: string[]; close: number } {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = open + 1;
  for (let i = open; i < source.length; i += 1) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if ('([{'.includes(c)) {
      depth += 1;
    } else if (')]}'.includes(c)) {
      depth -= 1;
      if (depth === 0) {
        args.push(source.slice(start, i).trim());
        return { args, close: i };
      }
    } else if (c === ',' && depth === 1) {
      args.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  return { args, close: source.length - 1 };
}

/**
 * A path segment written as fixed text: a string literal, a template literal without `${}`, or a
 * spread list starting with one. A template with `${}` is a document id built from values
 * (`${day}_${territoryId}`), which a feature may pass to a ref of src/data's.
 */
const isSpeltSegment = (arg: string) => /^(\.\.\.\s*\[\s*)?('[^']*'|"[^"]*"|`[^`$]*`)/.test(arg);

/** The calls in `source` that spell a path segment instead of taking a ref from src/data. */
function speltReferences(source: string): string[] {
  const text = withoutComments(source);
  return builderNames(source)
    .flatMap((name) => [
      ...text.matchAll(new RegExp(`(?<![\\w.])${name.replace('.', '\\.')}\\s*\\(`, 'g')),
    ])
    .map((match) => {
      const at = match.index ?? 0;
      return { at, ...callArguments(text, at + match[0].length - 1) };
    })
    .filter(({ args }) => args.slice(1).some(isSpeltSegment))
    .sort((a, b) => a.at - b.at)
    .map(({ at, close }) => text.slice(at, close + 1));
}

const SRC = join(__dirname, '..');

function appSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return appSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('COLLECTIONS', () => {
  it('names every collection once', () => {
    const names = [...Object.values(COLLECTIONS), ...Object.values(SUBCOLLECTIONS)];
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the data floor fence', () => {
  it('finds a spelt collection name in any reference builder call', () => {
    const source = [
      "import { collection as ref, doc, collectionGroup } from 'firebase/firestore';",
      "doc(db, 'orders', id);",
      'ref(firestore, `mail`);',
      "collectionGroup(db, 'count_lines');",
      "doc(reportDoc(db, id), 'count_lines', lineId);",
      "doc(db, ...['counters', 'orders']);",
      '// doc(db, "in_a_comment", id);',
      'doc(ordersCollection(db), id);',
      'doc(checks, `${day}_${territoryId}`);',
      'doc(notes);',
    ].join('\n');
    expect(speltReferences(source)).toEqual([
      "doc(db, 'orders', id)",
      'ref(firestore, `mail`)',
      "collectionGroup(db, 'count_lines')",
      "doc(reportDoc(db, id), 'count_lines', lineId)",
      "doc(db, ...['counters', 'orders'])",
    ]);
  });

  it('no app code outside src/data spells a collection name in a reference', () => {
    const spelt = appSources(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => !path.startsWith('data/') && !path.startsWith('testing/'))
      .flatMap((path) =>
        speltReferences(readFileSync(join(SRC, path), 'utf8')).map((call) => `${path}: ${call}`),
      );
    expect(spelt).toEqual([]);
  });
});
