/**
 * Runs after every other browser test (the sequencer in vitest.e2e.config.ts): each query the app
 * sent to Firestore while they ran must have its composite index in firestore.indexes.json. The
 * declared shapes (src/app/queryShapes.test.ts) cover what the code says it sends; this covers
 * what it really sent, so a query built beside its declaration cannot reach production unserved.
 */
import { missingIndexes } from '../../src/data/query/queryIndex';
import { shapesOfStructuredQuery } from '../../src/data/query/wireQuery';
import { deployedIndexes } from '../../src/testing/firestoreIndexes';
import { readSentQueries } from './support/sentQueries';

describe('the queries the browser tests sent', () => {
  it('were recorded from the screens of every area', () => {
    const collections = new Set(
      readSentQueries().map(({ query }) => query.from?.[0]?.collectionId),
    );
    expect([...collections]).toEqual(
      expect.arrayContaining(['orders', 'approvals', 'compliance_reports', 'sales_rollups']),
    );
  });

  it('each have their composite index in firestore.indexes.json', () => {
    const shapes = readSentQueries().flatMap(({ screen, query }) =>
      shapesOfStructuredQuery(query, `a query sent on ${screen || 'a service worker'}`),
    );
    expect(missingIndexes(shapes, deployedIndexes())).toEqual([]);
  });
});
