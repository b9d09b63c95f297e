import { scoreReport, withoutVerdicts } from '../../model/scoring';
import { LOCATION_TYPE_NAMES, type ReportStatus } from '../../model/types';
import type { ReportLocation } from '../../model/location';
import type { ReportFormValues } from './reportForm';

/**
 * The stored fields of a report written by the form (types.ts ComplianceReport without id, the
 * stamps and readRecipients, which the api files add). Score, result and the verdict lists come
 * from scoreReport, which is what firestore.rules recompute; the question entries are stored
 * without a verdict of their own (issue 10: nothing left to contradict the lists).
 */
export function reportFields(
  values: ReportFormValues,
  location: ReportLocation,
  userId: string,
  status: ReportStatus,
  serialNo: number,
) {
  const { score, scoreName, result, resultName, passed, failed, notApplicable } = scoreReport(
    values.questions,
  );
  return {
    serialNo,
    userId,
    franchiseeLocationId: location.id,
    franchiseeLocationType: location.type,
    franchiseeLocationName: location.name,
    franchiseeLocationTypeName: LOCATION_TYPE_NAMES[location.type],
    territoryId: location.territoryId,
    territoryName: location.territoryName,
    status,
    isDraft: status === 'draft',
    highlightNotes: values.highlightNotes,
    lowlightNotes: values.lowlightNotes,
    questions: withoutVerdicts(values.questions),
    score,
    scoreName,
    result,
    resultName,
    passed,
    failed,
    notApplicable,
    updatedAtTimestamp: Date.now(),
  };
}

export type ReportFields = ReturnType<typeof reportFields>;

/** A copy of `obj` without `keys` (fields a write must leave as stored). */
export function withoutKeys<T extends object, K extends keyof T>(
  obj: T,
  keys: readonly K[],
): Omit<T, K> {
  const copy: Partial<T> = { ...obj };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}
