import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { enumerateTableShapes } from '@/components/DataTable';
import { enumerateQueryShapes } from '@/data/query/declaredQuery';
import { missingIndexes as missingShapeIndexes, type QueryShape } from '@/data/query/queryIndex';
import { deployedIndexes } from '@/testing/firestoreIndexes';
import { fixedQueries, fixedQueryModules, tableQueries } from './queryRegistry';

/*
 * Cloud Firestore refuses a query without its composite index (the emulator does not), so this
 * derives the index of every query the app can send and looks for it in firestore.indexes.json.
 * A failure names the table or repository query and prints the entry to add. The shapes are read
 * from the declarations the running code builds its queries from (constraintsOf), and the source
 * checks below keep it that way: no file outside src/data/query and the DataTable builds a filter
 * or an order by hand.
 */

const root = join(__dirname, '..', '..');
const indexes = deployedIndexes();

const missingIndexes = (shapes: readonly QueryShape[]) => missingShapeIndexes(shapes, indexes);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const src = join(root, 'src');
const files = sourceFiles(src).map((path) => ({
  path: relative(src, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

// Generic screens that pass a declaration through (a resource config's `listShapes`, a prop).
const PASS_THROUGH = new Set([
  'features/tools/locations/kit/ResourceListPage.tsx',
  'features/tools/locations/resources/TerritoryLocations.tsx',
]);

/*
 * Files that may call the SDK's `where(` / `orderBy(` themselves: the query builders (declaration
 * → constraints, table state → constraints). Anything else is listed here with the reason, or
 * builds its query from a declaration.
 */
const BUILDERS = ['data/query/', 'components/DataTable/'];
const BUILDS_BY_HAND: Readonly<Record<string, string>> = {};

const CALLS_SDK_FILTER = /\b(where|orderBy)\(/;
const byPath = new Map(files.map((f) => [f.path, f]));

describe('query shapes and firestore.indexes.json', () => {
  it.each(Object.entries(tableQueries))('%s: every reachable query has its index', (_, table) => {
    const shapes = enumerateTableShapes(table);
    expect(shapes.length).toBeGreaterThan(0);
    expect(missingIndexes(shapes)).toEqual([]);
  });

  it('every fixed query of the app has its index', () => {
    expect(fixedQueries.length).toBeGreaterThan(0);
    expect(
      missingIndexes(fixedQueries.flatMap((q) => enumerateQueryShapes(q.declaration))),
    ).toEqual([]);
  });

  it('stays under the 200 composite indexes a project may have', () => {
    expect(indexes.length).toBeLessThan(200);
  });

  it('every server table passes a declared shape', () => {
    const undeclared = files
      .filter(
        (f) => /useFirestoreTable(<[^>]*>)?\(/.test(f.text) && !f.path.startsWith('components/'),
      )
      .filter((f) => !PASS_THROUGH.has(f.path))
      .flatMap((f) => {
        const names = [...f.text.matchAll(/shapes: (\w+)/g)].map((m) => m[1]);
        const ok = names.length > 0 && names.every((name) => name in tableQueries);
        return ok ? [] : [`${f.path} (shapes: ${names.join(', ') || 'none'})`];
      });
    expect(undeclared).toEqual([]);
  });

  it('every file that builds a query builds it from a declaration', () => {
    const byHand = files
      .filter((f) => CALLS_SDK_FILTER.test(f.text))
      .filter((f) => !BUILDERS.some((dir) => f.path.startsWith(dir)))
      .filter((f) => !(f.path in BUILDS_BY_HAND))
      .map((f) => f.path);
    expect(byHand).toEqual([]);
    // An exception that no longer builds by hand is stale: drop it.
    const stale = Object.keys(BUILDS_BY_HAND).filter(
      (path) => !CALLS_SDK_FILTER.test(byPath.get(path)?.text ?? ''),
    );
    expect(stale).toEqual([]);
  });

  it('every declaration is used by the files it names as its sources', () => {
    const unused = fixedQueries.flatMap(({ name, identifier, declaration }) =>
      declaration.sources
        .filter((source) => !new RegExp(`\\b${identifier}\\b`).test(byPath.get(source)?.text ?? ''))
        .map((source) => `${name} (${declaration.name}): ${source}`),
    );
    expect(unused).toEqual([]);
  });

  it('every module that declares queries is registered', () => {
    const declaring = files
      .filter((f) => /\bdeclareQuery\(/.test(f.text) && !f.path.startsWith('data/query/'))
      .map((f) => f.path);
    expect(declaring.filter((path) => !(path in fixedQueryModules))).toEqual([]);
    const modules = files.filter((f) => /(^|\/)fixedQueries\.ts$/.test(f.path)).map((f) => f.path);
    expect(modules.filter((path) => !(path in fixedQueryModules))).toEqual([]);
  });

  it('fails for a missing index, naming the table', () => {
    const shape: QueryShape = {
      table: 'Invented table',
      collection: 'orders',
      equals: ['nowhere'],
      ranges: [],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    };
    expect(missingIndexes([shape])).toEqual([
      expect.stringContaining(
        'Invented table needs orders: nowhere ASCENDING, createdAt DESCENDING',
      ),
    ]);
  });
});
