import type { DocumentData } from 'firebase/firestore';
import { reportFields } from '../../src/features/compliance/inspection/model/reportDoc';
import type { ReportLocation } from '../../src/features/compliance/model/location';
import { moveCommentsOut } from '../../src/features/compliance/model/reportComments';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { reportQuestion } from '../../src/testing/reportQuestion';
import { CREATED_AT, NORTH_TERRITORY, PERSONAS } from './helpers';

/*
 * The compliance report world shared by the report comments, sign-off and offline attach rules
 * tests: the North Truck location, answered questions (src/testing/reportQuestion), the fields the app's form writes and a
 * report as stored, all built with the app's own report functions.
 */

export { reportQuestion };

export const NORTH_TRUCK_ID = 'franchise-north-truck';

/** North Truck as the report form knows its location. */
export const NORTH_TRUCK: ReportLocation = {
  id: NORTH_TRUCK_ID,
  name: 'North Truck',
  type: 'truck',
  territoryId: NORTH_TERRITORY,
  territoryName: 'North',
};

/** The report fields the form writes for `questions` at North Truck, by `userId`. */
export const northTruckReportFields = (
  questions: ReportQuestion[],
  userId: string = PERSONAS.manager.uid,
  status: 'draft' | 'published' = 'published',
) =>
  reportFields(
    { questions, highlightNotes: '', lowlightNotes: '' },
    NORTH_TRUCK,
    userId,
    status,
    0,
  );

/**
 * A North Truck report as stored once saved: its comments in their map, its serial number (0 for
 * a draft) and the fields the save adds.
 */
export function storedNorthTruckReport(
  questions: ReportQuestion[],
  userId: string,
  status: 'draft' | 'published',
  serialNo: number,
): DocumentData {
  const fields = northTruckReportFields(questions, userId, status);
  return {
    ...fields,
    ...moveCommentsOut(fields.questions),
    serialNo: status === 'draft' ? 0 : serialNo,
    readRecipients: [],
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  };
}

/** What a North Truck report needs around it: the territory, the location, the report counter. */
export function northTruckWorld(): Record<string, DocumentData> {
  return {
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [PERSONAS.franchiseeOwner.uid] },
    [`franchise_locations/${NORTH_TRUCK_ID}`]: {
      name: 'North Truck',
      territoryId: NORTH_TERRITORY,
      type: 'truck',
    },
    'counters/complianceReports': { value: 10 },
  };
}
