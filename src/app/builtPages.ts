import { lazyPage, type FeaturePages, type LazyPage } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';
// Each feature's page map by file (its `pages.ts`, made of lazy imports only), not through the
// feature's index: an index also exports repositories, and a module that imports `@/lib/firebase`
// (which starts Firestore) would pull Firestore and those features into the first page's bundle.
import { toolsPages } from '@/features/tools/pages';
import { trainingPages } from '@/features/training/pages';
import { ordersPages } from '@/features/orders/pages';
import { compliancePages } from '@/features/compliance/pages';
import { reportsPages } from '@/features/reports/pages';
import { mailPages } from '@/features/mail/pages';
import { errorReportsPages } from '@/features/errorReports/pages';
import { approvalsPages } from '@/features/approvals/pages';

/**
 * Every screen of the signed-in app by route path (routeTable.ts), each feature listing its own.
 * The dashboard comes from the router, which preloads its chunk while the user signs in.
 * builtPages.test.ts fails when a route of the table has no page here.
 */
export function builtPages(dashboard: LazyPage): FeaturePages {
  return {
    '': dashboard,
    [appPatterns.account]: lazyPage(() =>
      import('@/features/account').then((m) => ({ default: m.AccountPage })),
    ),
    ...toolsPages,
    ...trainingPages,
    ...ordersPages,
    ...compliancePages,
    ...reportsPages,
    ...mailPages,
    ...errorReportsPages,
    ...approvalsPages,
  };
}
