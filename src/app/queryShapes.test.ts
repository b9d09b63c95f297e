import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { enumerateTableShapes } from '@/components/DataTable';
import { missingIndexes as missingShapeIndexes, type QueryShape } from '@/data/query/queryIndex';
import { deployedIndexes } from '@/testing/firestoreIndexes';
import { fixedQueries, tableQueries } from './queryRegistry';

/*
 * Cloud Firestore refuses a query without its composite index (the emulator does not), so this
 * derives the index of every query the app can send and looks for it in firestore.indexes.json.
 * A failure names the table or repository query and prints the entry to add.
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

describe('query shapes and firestore.indexes.json', () => {
  it.each(Object.entries(tableQueries))('%s: every reachable query has its index', (_, table) => {
    const shapes = enumerateTableShapes(table);
    expect(shapes.length).toBeGreaterThan(0);
    expect(missingIndexes(shapes)).toEqual([]);
  });

  it('every fixed query of the app has its index', () => {
    expect(missingIndexes(fixedQueries)).toEqual([]);
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

  it('every file that builds a query is declared (a table or a fixed query)', () => {
    const sources = new Set(fixedQueries.map((q) => q.source));
    const undeclared = files
      .filter((f) => /\b(where|orderBy)\(/.test(f.text))
      .filter((f) => !f.path.startsWith('components/DataTable/'))
      .filter((f) => !sources.has(f.path) && !/useFirestoreTable(<[^>]*>)?\(/.test(f.text))
      .map((f) => f.path);
    expect(undeclared).toEqual([]);
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
