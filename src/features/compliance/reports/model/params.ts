import type { LocationType, ReportResult } from '../../model/types';

/** Tabs of the published reports list (spec 02 §2): `?status=`; anything else means all. */
export const REPORT_STATUS_TABS = ['all', 'passed', 'failed', 'dnq'] as const;
export type ReportStatusTab = (typeof REPORT_STATUS_TABS)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatusTab, string> = {
  all: 'All',
  passed: 'Passed',
  failed: 'Failed',
  dnq: 'DNQ',
};

/** Empty state per tab, in the spec's wording. */
export const REPORT_EMPTY_MESSAGES: Record<ReportStatusTab, string> = {
  all: 'No report yet',
  passed: 'No passed report yet',
  failed: 'No failed report yet',
  dnq: 'No DNQ report yet',
};

/** The stored `result` a tab lists; null for all. */
export const RESULT_OF_TAB: Record<ReportStatusTab, ReportResult | null> = {
  all: null,
  passed: 'pass',
  failed: 'fail',
  dnq: 'dnq',
};

/** `?status=` to a tab; missing or invalid values fall back to all (spec 02 §2). */
export function parseReportStatus(value: string | null | undefined): ReportStatusTab {
  return (REPORT_STATUS_TABS as readonly string[]).includes(value ?? '')
    ? (value as ReportStatusTab)
    : 'all';
}

/** Tabs of the drafts list (spec 02 §2): `?type=`. */
export const DRAFT_TYPE_TABS = ['all', 'restaurant', 'truck'] as const;
export type DraftTypeTab = (typeof DRAFT_TYPE_TABS)[number];

export const DRAFT_TYPE_LABELS: Record<DraftTypeTab, string> = {
  all: 'All',
  restaurant: 'Restaurant',
  truck: 'Truck',
};

/** `?type=` to a tab; missing or invalid values fall back to all. */
export function parseDraftType(value: string | null | undefined): DraftTypeTab {
  return (DRAFT_TYPE_TABS as readonly string[]).includes(value ?? '')
    ? (value as DraftTypeTab)
    : 'all';
}

/** The location type a drafts tab lists; null for all. */
export function draftTypeFilter(tab: DraftTypeTab): LocationType | null {
  return tab === 'all' ? null : tab;
}
