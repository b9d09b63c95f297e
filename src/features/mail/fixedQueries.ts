import { COLLECTIONS } from '@/data/collections';
import { declareQuery, desc } from '@/data/query/declaredQuery';

/** The outbox's query, built from here by its api (src/app/queryShapes.test.ts). */
export const outbox = declareQuery({
  name: 'Outbox',
  collection: COLLECTIONS.mail,
  sources: ['features/mail/api/list-mail.ts'],
  orderBy: desc('createdAt'),
});
