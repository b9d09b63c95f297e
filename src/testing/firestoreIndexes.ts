import { readFileSync } from 'node:fs';
import type { CompositeIndex } from '../data/query/queryIndex';

/**
 * The composite indexes deployed with the app (firestore.indexes.json), for the two checks that
 * every query has its own: the declared shapes (src/app/queryShapes.test.ts) and the queries the
 * browser tests really sent (tests/e2e/sent-queries.test.ts).
 */
export function deployedIndexes(): CompositeIndex[] {
  const file = new URL('../../firestore.indexes.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { indexes: CompositeIndex[] }).indexes;
}
