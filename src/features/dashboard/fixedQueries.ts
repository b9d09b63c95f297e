import { COLLECTIONS } from '@/data/collections';
import { declareQuery, desc, eq, isIn, optional } from '@/data/query/declaredQuery';

/*
 * Every query the home dashboard sends, declared here and built from these declarations by
 * api/home-queries.ts (constraintsOf), so src/app/queryShapes.test.ts checks what runs. Scoped
 * users' counts name a chunk of their territories (`territoryId in`); the top roles' none.
 */
const sources = ['features/dashboard/api/home-queries.ts'];

export const waitingOrders = declareQuery({
  name: 'Dashboard orders waiting',
  collection: COLLECTIONS.orders,
  sources,
  where: [eq('status'), optional(isIn('territoryId'))],
});

export const ownOrderDrafts = declareQuery({
  name: 'Dashboard order drafts',
  collection: COLLECTIONS.draftOrders,
  sources,
  where: [eq('userId')],
});

export const ownComplianceDrafts = declareQuery({
  name: 'Dashboard compliance drafts',
  collection: COLLECTIONS.complianceReports,
  sources,
  where: [eq('status'), eq('userId'), optional(isIn('territoryId'))],
});

export const latestAnnouncements = declareQuery({
  name: 'Dashboard announcements',
  collection: COLLECTIONS.announcements,
  sources,
  orderBy: desc('createdAt'),
});
