import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

const SelectLocationPage = lazyPage(() =>
  import('./pages/SelectLocationPage').then((m) => ({ default: m.SelectLocationPage })),
);
const NewReportPage = lazyPage(() =>
  import('./pages/ReportFormPage').then((m) => ({ default: m.NewReportPage })),
);
const EditReportPage = lazyPage(() =>
  import('./pages/ReportFormPage').then((m) => ({ default: m.EditReportPage })),
);
const DraftEditPage = lazyPage(() =>
  import('./pages/ReportFormPage').then((m) => ({ default: m.DraftEditPage })),
);

/** Built inspection screens (location choice, report form) by route path (see src/app/routeTable.ts). */
export const inspectionPages: FeaturePages = {
  [appPatterns.selectComplianceLocation]: SelectLocationPage,
  [appPatterns.newComplianceReport]: NewReportPage,
  [appPatterns.editComplianceReport]: EditReportPage,
  [appPatterns.editComplianceDraft]: DraftEditPage,
};
