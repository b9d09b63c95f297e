import type { LocationType } from '@/data/complianceCatalogue';
import type { ReportResult, StoredReportQuestion } from '@/data/complianceReports';

/**
 * Compliance shapes (spec 02 §3). The stored ones (`compliance_report_questions`,
 * `compliance_report_sections`, `compliance_reports`, `mystery_shopper_reports`) live on the data
 * floor with their readers (src/data/complianceCatalogue.ts, complianceReports.ts,
 * mysteryShopper.ts); the feature names them from here. The demo seed (scripts/seed.mjs) and
 * `firestore.rules` use exactly their field names. Only type imports from the data floor: the
 * seed loads this module (through model/scoring.ts) without the app's aliases.
 */
export type {
  ComplianceQuestion,
  ComplianceSection,
  LocationType,
  QuestionWeight,
} from '@/data/complianceCatalogue';
export type { ReportImage, ReportResult, ReportStatus } from '@/data/complianceReports';
export type { MysteryShopperFile, MysteryShopperReport } from '@/data/mysteryShopper';

/** The location types in the order forms and tabs list them. */
export const LOCATION_TYPES = ['restaurant', 'truck'] as const satisfies readonly LocationType[];
export const LOCATION_TYPE_NAMES: Record<LocationType, string> = {
  restaurant: 'Restaurant',
  truck: 'Truck',
};

/**
 * A question as answered inside a report: the stored entry (StoredReportQuestion) with its answer
 * and comment, which the report stores apart: the verdict lists are the answer (scoring.ts
 * applyVerdicts rebuilds `pass` / `isNotApplicable`), the `comments` map holds the comments
 * (reportComments.ts withStoredComments).
 */
export interface ReportQuestion extends StoredReportQuestion {
  pass: boolean;
  isNotApplicable: boolean;
  comment: string;
}

export const RESULT_NAMES: Record<ReportResult, string> = {
  pass: 'Pass',
  fail: 'Fail',
  dnq: 'DNQ',
};
