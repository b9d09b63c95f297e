import type { ReportStatusTab } from './params';

/** App paths of the report screens (src/app/routeTable.ts); built here, never concatenated inline. */
export const reportPaths = {
  list: (status: ReportStatusTab = 'all') => `/app/compliance-v2/reports?status=${status}`,
  view: (id: string, franchiseeLocationId: string) =>
    `/app/compliance-v2/reports/${encodeURIComponent(id)}/view/${encodeURIComponent(franchiseeLocationId)}`,
  sample: (franchiseeLocationId: string) =>
    `/app/compliance-v2/reports/${SAMPLE_REPORT_ID}/view/${encodeURIComponent(franchiseeLocationId)}?sample=true`,
  edit: (id: string, franchiseeLocationId: string) =>
    `/app/compliance-v2/reports/${encodeURIComponent(id)}/edit/${encodeURIComponent(franchiseeLocationId)}`,
  selectLocation: '/app/compliance-v2/reports/new/select-franchisee-location',
  drafts: (type = 'all') => `/app/compliance-v2/drafts?type=${type}`,
  draftEdit: (id: string, franchiseeLocationId: string) =>
    `/app/compliance-v2/drafts/${encodeURIComponent(id)}/edit/${encodeURIComponent(franchiseeLocationId)}`,
} as const;

/** The `:id` of the sample view route (the select page links `/reports/sample/view/:loc?sample=true`). */
export const SAMPLE_REPORT_ID = 'sample';
