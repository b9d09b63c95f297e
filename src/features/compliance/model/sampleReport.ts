import { scoreReport } from './scoring';
import { groupQuestionsBySection, sectionOrderField } from './sections';
import {
  LOCATION_TYPE_NAMES,
  type ComplianceQuestion,
  type ComplianceSection,
  type LocationType,
  type ReportQuestion,
} from './types';

/**
 * The sample compliance report (spec 02 §2, "View Sample Compliance Report"): built in memory from
 * the current catalogue for one location, never stored. Every question passes and nothing is N/A,
 * so the sample shows what a perfect inspection looks like; notes are demo text.
 */

export const SAMPLE_HIGHLIGHT_NOTES =
  'Sample: the team kept every station clean, labelled all seafood with its delivery date and ' +
  'greeted guests within a minute.';
const SAMPLE_LOWLIGHT_NOTES =
  'Sample: log walk-in cooler temperatures every two hours, and restock hand-wash stations ' +
  'before the lunch rush.';

export interface SampleLocation {
  id: string;
  name: string;
  type: LocationType;
  territoryId: string;
  territoryName: string;
}

type SampleSection = Pick<
  ComplianceSection,
  'id' | 'name' | 'orderInRestaurant' | 'orderInTruck' | 'updatedAtTimestamp'
>;
export type SampleQuestion = Pick<
  ComplianceQuestion,
  'id' | 'type' | 'sectionId' | 'weight' | 'question' | 'order'
>;

interface SampleReport {
  id: 'sample';
  serialNo: 0;
  userId: '';
  franchiseeLocationId: string;
  franchiseeLocationType: LocationType;
  franchiseeLocationName: string;
  franchiseeLocationTypeName: string;
  territoryId: string;
  territoryName: string;
  status: 'published';
  isDraft: false;
  highlightNotes: string;
  lowlightNotes: string;
  questions: ReportQuestion[];
  readRecipients: string[];
  score: number;
  scoreName: string;
  result: ReturnType<typeof scoreReport>['result'];
  resultName: string;
  createdAt: Date;
  isSample: true;
}

/**
 * Builds the sample for `location` from the catalogue, in the form's order (groupQuestionsBySection:
 * the location type's questions whose section exists, sections by the type's order, questions by
 * `order`). Scored by the same scoreReport as real reports.
 */
export function buildSampleReport(
  location: SampleLocation,
  sections: readonly SampleSection[],
  questions: readonly SampleQuestion[],
  now: Date = new Date(),
): SampleReport {
  const type = location.type;
  const orderField = sectionOrderField(type);
  const reportQuestions: ReportQuestion[] = groupQuestionsBySection(
    questions,
    sections,
    type,
  ).flatMap(({ section, questions: list }) =>
    list.map((q) => ({
      id: q.id,
      question: q.question,
      type,
      typeName: LOCATION_TYPE_NAMES[type],
      weight: q.weight,
      order: q.order,
      sectionId: section.id,
      sectionName: section.name,
      // The section's order for this type, as a stored report records it.
      section: section[orderField],
      pass: true,
      isNotApplicable: false,
      comment: '',
      images: [],
    })),
  );
  const { score, scoreName, result, resultName } = scoreReport(reportQuestions);
  return {
    id: 'sample',
    serialNo: 0,
    userId: '',
    franchiseeLocationId: location.id,
    franchiseeLocationType: type,
    franchiseeLocationName: location.name,
    franchiseeLocationTypeName: LOCATION_TYPE_NAMES[type],
    territoryId: location.territoryId,
    territoryName: location.territoryName,
    status: 'published',
    isDraft: false,
    highlightNotes: SAMPLE_HIGHLIGHT_NOTES,
    lowlightNotes: SAMPLE_LOWLIGHT_NOTES,
    questions: reportQuestions,
    readRecipients: [],
    score,
    scoreName,
    result,
    resultName,
    createdAt: now,
    isSample: true,
  };
}
