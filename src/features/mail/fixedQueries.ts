import { desc, fixedQuery, type FixedQuery } from '@/lib/firestore/queryIndex';

/** The outbox's query (src/app/queryShapes.test.ts). */
export const mailFixedQueries: FixedQuery[] = [
  fixedQuery('Outbox', 'mail', 'features/mail/api/list-mail.ts', { orderBy: desc('createdAt') }),
];
