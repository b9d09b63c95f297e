import { lazyPage, type FeaturePages } from '@/lib/featurePages';

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
  'compliance-v2/reports/new/select-franchisee-location': SelectLocationPage,
  'compliance-v2/reports/new/:locationType/:franchiseeLocationId': NewReportPage,
  'compliance-v2/reports/:id/edit/:franchiseeLocationId': EditReportPage,
  'compliance-v2/drafts/:id/edit/:franchiseeLocationId': DraftEditPage,
};
