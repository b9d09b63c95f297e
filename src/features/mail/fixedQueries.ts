import { desc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** The outbox's query (src/app/queryShapes.test.ts). */
export const mailFixedQueries: FixedQuery[] = [
  fixedQuery('Outbox', 'mail', 'features/mail/api/list-mail.ts', { orderBy: desc('createdAt') }),
];
