import { COLLECTIONS } from '@/data/collections';
import {
  asc,
  contains,
  declareQuery,
  desc,
  eq,
  isIn,
  optional,
  range,
} from '@/data/query/declaredQuery';

/*
 * Every query the compliance feature sends outside its tables' paging, declared here and built
 * from these declarations by the api (constraintsOf), so src/app/queryShapes.test.ts checks the
 * indexes of exactly what runs.
 */

/**
 * Follow-up actions by due date: a scope (a chunk of territories, or one assignee) and a status;
 * the header bell counts and lists the first of an assignee's active ones.
 */
export const followUpActions = declareQuery({
  name: 'Follow-up actions',
  collection: COLLECTIONS.complianceActions,
  sources: [
    'features/compliance/actions/api/list-actions.ts',
    'features/compliance/actions/api/actions-bell.ts',
  ],
  where: [optional(isIn('territoryId'), eq('assigneeId')), optional(eq('isActive'), eq('status'))],
  orderBy: asc('dueDate'),
});

/** The latest published reports of one location, newest first, optionally up to a moment. */
export const locationHistory = declareQuery({
  name: 'Previous results of a location',
  collection: COLLECTIONS.complianceReports,
  sources: ['features/compliance/history/api/list-location-history.ts'],
  where: [
    eq('franchiseeLocationId'),
    eq('status'),
    eq('territoryId'),
    optional(range('createdAt', '<=', 'before')),
  ],
  orderBy: desc('createdAt'),
});

const reportQueriesSource = 'features/compliance/reports/api/report-queries.ts';

/**
 * Published reports, optionally of one result tab, staff by a chunk of their territories, newest
 * first: the reports table's bases, its tab counts and the notification bell.
 */
export const publishedReports = declareQuery({
  name: 'Published reports',
  collection: COLLECTIONS.complianceReports,
  sources: [reportQueriesSource],
  where: [eq('status'), optional(eq('result')), optional(isIn('territoryId'))],
  orderBy: desc('createdAt'),
});

/** Drafts, optionally of one location type and of one author, as published reports are scoped. */
export const draftReports = declareQuery({
  name: 'Compliance report drafts',
  collection: COLLECTIONS.complianceReports,
  sources: [reportQueriesSource],
  where: [
    eq('status'),
    optional(eq('franchiseeLocationType')),
    optional(eq('userId')),
    optional(isIn('territoryId')),
  ],
  orderBy: desc('createdAt'),
});

export const territoryUsers = declareQuery({
  name: 'Territory users',
  collection: COLLECTIONS.users,
  sources: ['features/compliance/actions/api/list-territory-users.ts'],
  where: [contains('territoryIds')],
});

export const sectionQuestionsOfType = declareQuery({
  name: 'Next question order',
  collection: COLLECTIONS.complianceReportQuestions,
  sources: ['features/compliance/catalogue/api/next-question-order.ts'],
  where: [eq('type'), eq('sectionId')],
});

export const questionsOfType = declareQuery({
  name: 'Questions of a type',
  collection: COLLECTIONS.complianceReportQuestions,
  sources: ['features/compliance/catalogue/api/list-questions.ts'],
  where: [eq('type')],
});

export const questionsOfSection = declareQuery({
  name: 'Questions of a section',
  collection: COLLECTIONS.complianceReportQuestions,
  sources: ['features/compliance/catalogue/api/delete-section.ts'],
  where: [eq('sectionId')],
});

/** Two documents tell whether another section has the name. */
export const sectionsNamed = declareQuery({
  name: 'Section name taken',
  collection: COLLECTIONS.complianceReportSections,
  sources: ['features/compliance/catalogue/api/section-name-taken.ts'],
  where: [eq('nameLower')],
  limit: 2,
});

/** The mystery shopper list's base (mysteryShopperTable's bases): top roles all, staff by chunk. */
export const mysteryShopperBase = declareQuery({
  name: 'Mystery shopper base',
  collection: COLLECTIONS.mysteryShopperReports,
  sources: ['features/compliance/mysteryShopper/api/reports-query.ts'],
  where: [optional(isIn('territoryId'))],
});

/** The newest published report of a location. */
export const lastInspection = declareQuery({
  name: 'Last inspection of a location',
  collection: COLLECTIONS.complianceReports,
  sources: ['features/compliance/schedule/api/list-inspection-statuses.ts'],
  where: [eq('franchiseeLocationId'), eq('status'), eq('territoryId')],
  orderBy: desc('createdAt'),
  limit: 1,
});
