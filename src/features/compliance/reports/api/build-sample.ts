import type { Firestore } from 'firebase/firestore';
import { listQuestionsByType, listSections } from '../../catalogue';
import { buildSampleReport } from '../../model/sampleReport';
import type { ReportDetails } from '../model/report';
import { getSampleLocation } from './get-location';

/** The sample report for a location, from the current catalogue; null for an unknown location. */
export async function loadSampleReport(
  firestore: Firestore,
  franchiseeLocationId: string,
): Promise<ReportDetails | null> {
  const location = await getSampleLocation(firestore, franchiseeLocationId);
  if (!location) return null;
  const [sections, questions] = await Promise.all([
    listSections(firestore),
    listQuestionsByType(firestore, location.type),
  ]);
  return buildSampleReport(location, sections, questions);
}
