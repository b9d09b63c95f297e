import type { ReportLocation } from './reportForm';

const enc = encodeURIComponent;

/** App paths the inspection screens link to (src/app/routeTable.ts), built in one place. */
export const formPaths = {
  newReport: (l: Pick<ReportLocation, 'id' | 'type'>) =>
    `/app/compliance-v2/reports/new/${l.type}/${enc(l.id)}`,
  sample: (l: Pick<ReportLocation, 'id'>) =>
    `/app/compliance-v2/reports/sample/view/${enc(l.id)}?sample=true`,
} as const;
