import { lazyPage, type FeaturePages } from '@/lib/featurePages';

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
  fulfillments: lazyPage(() => import('./pages/FulfillmentsPage')),
  'fulfillments/:id': lazyPage(() => import('./pages/FulfillmentDetailPage')),
  'fulfillment-notes': lazyPage(() => import('../fulfillmentNotes/pages/FulfillmentNotesListPage')),
  'fulfillment-notes/new-note': notePage('NewFulfillmentNotePage'),
  'fulfillment-notes/:id/create-copy': notePage('CopyFulfillmentNotePage'),
  'fulfillment-notes/:id/edit': notePage('EditFulfillmentNotePage'),
};
