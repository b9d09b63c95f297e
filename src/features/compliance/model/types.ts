import type { Timestamp } from 'firebase/firestore';

/**
 * Stored compliance shapes (spec 02 §3). Collections: `compliance_report_questions`,
 * `compliance_report_sections`, `compliance_reports`, `mystery_shopper_reports`.
 * The demo seed (scripts/seed.mjs) and `firestore.rules` use exactly these field names.
 */

export const LOCATION_TYPES = ['restaurant', 'truck'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_TYPE_NAMES: Record<LocationType, string> = {
  restaurant: 'Restaurant',
  truck: 'Truck',
};

/** Weights 1 to 20, or "dnq": failing a dnq question fails the whole report (spec 02 §4). */
export type QuestionWeight = number | 'dnq';

export interface ComplianceQuestion {
  id: string;
  type: LocationType;
  sectionId: string;
  weight: QuestionWeight;
  question: string;
  order: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ComplianceSection {
  id: string;
  name: string;
  /** Lower-cased name, kept so uniqueness can be checked with one equality query. */
  nameLower: string;
  orderInRestaurant: number;
  orderInTruck: number;
  updatedAtTimestamp: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ReportImage {
  fileName: string;
  url: string;
}

/**
 * A question as answered inside a report: a copy of the catalogue question plus the answer. Stored
 * entries carry no `pass` / `isNotApplicable` (StoredReportQuestion): the report's verdict lists
 * are the answer, and the read side rebuilds these two from them (scoring.ts applyVerdicts).
 */
export interface ReportQuestion {
  id: string;
  question: string;
  type: LocationType;
  typeName: string;
  weight: QuestionWeight;
  order: number;
  sectionId: string;
  sectionName: string;
  /** Order of the section for this report's location type. */
  section: number;
  pass: boolean;
  isNotApplicable: boolean;
  comment: string;
  images: ReportImage[];
}

/** A report question as stored inside `compliance_reports` (the answer is in the verdict lists). */
export type StoredReportQuestion = Omit<ReportQuestion, 'pass' | 'isNotApplicable'>;

export type ReportStatus = 'draft' | 'published';
export type ReportResult = 'pass' | 'fail' | 'dnq';
export const RESULT_NAMES: Record<ReportResult, string> = {
  pass: 'Pass',
  fail: 'Fail',
  dnq: 'DNQ',
};

export interface ComplianceReport {
  id: string;
  /** Drafts have no serial (0); a serial is taken from counters/complianceReports on publish. */
  serialNo: number;
  userId: string;
  franchiseeLocationId: string;
  franchiseeLocationType: LocationType;
  franchiseeLocationName: string;
  franchiseeLocationTypeName: string;
  territoryId: string;
  territoryName: string;
  status: ReportStatus;
  isDraft: boolean;
  highlightNotes: string;
  lowlightNotes: string;
  questions: ReportQuestion[];
  readRecipients: string[];
  /** 0-100, rounded to one decimal. */
  score: number;
  /** Score as shown: "85.5%", or "DNQ" when the result is dnq. */
  scoreName: string;
  result: ReportResult;
  resultName: string;
  /** Verdicts as catalogue index entries "questionId:weight" (model/scoring.ts ReportVerdicts). */
  passed: string[];
  failed: string[];
  notApplicable: string[];
  /** Manual DNQ (reports/model/dnqStatus.ts), set only on published reports; absent until then. */
  manualDnq?: boolean;
  /** Every manual DNQ change, oldest first; `at` is the device's clock (rules: within minutes). */
  dnqHistory?: { isDnq: boolean; reason: string; by: string; byName: string; at: Timestamp }[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  updatedAtTimestamp: number;
}

export interface MysteryShopperFile {
  name: string;
  url: string;
}

export interface MysteryShopperReport {
  id: string;
  userId: string;
  userName: string;
  territoryId: string;
  territoryName: string;
  franchiseeLocationId: string;
  franchiseeLocationName: string;
  date: Timestamp;
  text: string;
  files: MysteryShopperFile[];
  /** Absent while the write's server timestamp is pending (and on a hand-made document). */
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}
