import { listQuestionsByType } from '../../catalogue/api/list-questions';
import { listSections } from '../../catalogue/api/list-sections';
import { buildSampleReport } from '../../model/sampleReport';
import type { ReportDetails } from '../model/report';
import { getSampleLocation } from './get-location';

/** The sample report for a location, from the current catalogue; null for an unknown location. */
export async function loadSampleReport(
  franchiseeLocationId: string,
): Promise<ReportDetails | null> {
  const location = await getSampleLocation(franchiseeLocationId);
  if (!location) return null;
  const [sections, questions] = await Promise.all([
    listSections(),
    listQuestionsByType(location.type),
  ]);
  return buildSampleReport(location, sections, questions);
}
