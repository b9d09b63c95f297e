/**
 * Every query the app sends to Firestore during the browser tests, kept for the index check
 * (tests/e2e/sent-queries.test.ts). The emulator serves any query, Cloud Firestore refuses one
 * without its composite index: this catches the queries no declaration describes.
 */
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/emulators.mjs';
import type { BrowserContext } from 'playwright-core';
import {
  structuredQueriesOfRequestBody,
  type StructuredQuery,
} from '../../../src/data/query/wireQuery';

// Per preview port, like the build (global-setup.ts), so two suites side by side keep their own.
const SENT_QUERIES_FILE = path.join(
  ROOT,
  'test-results',
  `e2e-sent-queries-${process.env.E2E_PORT || 4173}.jsonl`,
);

/** Requests that carry queries: the listen channel (watch and getDocs) and the REST queries. */
const QUERY_REQUEST =
  /google\.firestore\.v1\.Firestore\/Listen\/channel|:runQuery|:runAggregationQuery/;

export interface SentQuery {
  /** The address of the page that sent it, naming the screen in a failure. */
  screen: string;
  query: StructuredQuery;
}

/** Starts the suite's record empty (global setup). */
export function clearSentQueries(): void {
  mkdirSync(path.dirname(SENT_QUERIES_FILE), { recursive: true });
  rmSync(SENT_QUERIES_FILE, { force: true });
}

/** Appends each query a page of `context` sends to the suite's record, once per screen. */
export function recordSentQueries(context: BrowserContext): void {
  const seen = new Set<string>();
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !QUERY_REQUEST.test(request.url())) return;
    const body = request.postData();
    if (!body) return;
    let screen = '';
    try {
      screen = new URL(request.frame().url()).pathname;
    } catch {
      // A request of the service worker has no frame; the query still counts.
    }
    for (const query of structuredQueriesOfRequestBody(body)) {
      const line = JSON.stringify({ screen, query } satisfies SentQuery);
      if (seen.has(line)) continue;
      seen.add(line);
      appendFileSync(SENT_QUERIES_FILE, `${line}\n`);
    }
  });
}

/** The record so far, each distinct query once. */
export function readSentQueries(): SentQuery[] {
  let text = '';
  try {
    text = readFileSync(SENT_QUERIES_FILE, 'utf8');
  } catch {
    return [];
  }
  const lines = new Set(text.split('\n').filter(Boolean));
  return [...lines].map((line) => JSON.parse(line) as SentQuery);
}
