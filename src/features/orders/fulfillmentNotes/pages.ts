import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

const notePage = (
  name: 'NewFulfillmentNotePage' | 'CopyFulfillmentNotePage' | 'EditFulfillmentNotePage',
) =>
  lazyPage(() =>
    import('./pages/FulfillmentNoteFormPage').then((module) => ({
      default: module[name],
    })),
  );

/** Built fulfillment-note screens by route path (see src/app/routeTable.ts). */
export const fulfillmentNotesPages: FeaturePages = {
  [appPatterns.fulfillmentNotes]: lazyPage(() => import('./pages/FulfillmentNotesListPage')),
  [appPatterns.newFulfillmentNote]: notePage('NewFulfillmentNotePage'),
  [appPatterns.copyFulfillmentNote]: notePage('CopyFulfillmentNotePage'),
  [appPatterns.editFulfillmentNote]: notePage('EditFulfillmentNotePage'),
};
