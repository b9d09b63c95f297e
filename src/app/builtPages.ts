import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FeaturePages } from '@/lib/featurePages';
import { toolsPages } from '@/features/tools';
import { trainingPages } from '@/features/training';
import { ordersPages } from '@/features/orders';
import { compliancePages } from '@/features/compliance';
import { reportsPages } from '@/features/reports';
import { mailPages } from '@/features/mail';
import { errorReportsPages } from '@/features/errorReports';
import { approvalsPages } from '@/features/approvals';

/**
 * Every screen of the signed-in app by route path (routeTable.ts), each feature listing its own.
 * The dashboard comes from the router, which preloads its chunk while the user signs in.
 * builtPages.test.ts fails when a route of the table has no page here.
 */
export function builtPages(dashboard: LazyExoticComponent<ComponentType>): FeaturePages {
  return {
    '': dashboard,
    'account/:tab': lazy(() =>
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
