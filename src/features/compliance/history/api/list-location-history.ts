import { getDocs, query, Timestamp, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { withStoredComments } from '../../model/reportComments';
import { applyVerdicts } from '../../model/scoring';
import type { PastReport } from '../model/previousResults';
import { complianceReportRecords } from '@/data/complianceReports';
import { locationHistory } from '../../fixedQueries';

/** How many published reports of a location the history reads: a trend of 5 plus the one before. */
const HISTORY_SIZE = 6;

/**
 * The latest published reports of one location, newest first. The query names the territory so
 * the rules can check scope (firestore.indexes.json: franchiseeLocationId, status, territoryId,
 * createdAt desc).
 */
export async function listLocationHistory(
  db: Firestore,
  location: { id: string; territoryId: string },
  before: Date | null = null,
): Promise<PastReport[]> {
  const snap = await getDocs(
    query(
      complianceReportRecords(db),
      ...constraintsOf(
        locationHistory,
        {
          franchiseeLocationId: location.id,
          status: 'published',
          territoryId: location.territoryId,
          before: before ? Timestamp.fromDate(before) : undefined,
        },
        { limit: HISTORY_SIZE },
      ),
    ),
  );
  return snap.docs.map((d) => {
    const report = d.data();
    return {
      id: d.id,
      serialNo: report.serialNo,
      score: report.score,
      scoreName: report.scoreName,
      result: report.result,
      createdAt: report.createdAt?.toMillis() ?? 0,
      // The verdict lists are what was scored (model/scoring.ts applyVerdicts); the comments come
      // from their stored map (model/reportComments.ts).
      questions: withStoredComments(applyVerdicts(report.questions, report), report.comments),
    };
  });
}
