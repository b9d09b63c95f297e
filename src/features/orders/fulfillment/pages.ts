import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

const notePage = (
  name: 'NewFulfillmentNotePage' | 'CopyFulfillmentNotePage' | 'EditFulfillmentNotePage',
) =>
  lazyPage(() =>
    import('../fulfillmentNotes/pages/FulfillmentNoteFormPage').then((module) => ({
      default: module[name],
    })),
  );

/** Built fulfillment and fulfillment-note screens by route path (see src/app/routeTable.ts). */
export const fulfillmentPages: FeaturePages = {
  [appPatterns.fulfillments]: lazyPage(() => import('./pages/FulfillmentsPage')),
  [appPatterns.fulfillment]: lazyPage(() => import('./pages/FulfillmentDetailPage')),
  [appPatterns.fulfillmentNotes]: lazyPage(
    () => import('../fulfillmentNotes/pages/FulfillmentNotesListPage'),
  ),
  [appPatterns.newFulfillmentNote]: notePage('NewFulfillmentNotePage'),
  [appPatterns.copyFulfillmentNote]: notePage('CopyFulfillmentNotePage'),
  [appPatterns.editFulfillmentNote]: notePage('EditFulfillmentNotePage'),
};
