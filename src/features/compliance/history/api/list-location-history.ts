import { getDocs, query, Timestamp, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { withStoredComments } from '../../model/reportComments';
import { applyVerdicts } from '../../model/scoring';
import type { PastReport } from '../model/previousResults';
import { complianceReportsCollection } from '@/data/complianceReports';
import { locationHistory } from '../../fixedQueries';

/** How many published reports of a location the history reads: a trend of 5 plus the one before. */
export const HISTORY_SIZE = 6;

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
      complianceReportsCollection(db),
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
    const data = d.data();
    return {
      id: d.id,
      serialNo: typeof data.serialNo === 'number' ? data.serialNo : 0,
      score: typeof data.score === 'number' ? data.score : 0,
      scoreName: typeof data.scoreName === 'string' ? data.scoreName : '',
      result: data.result === 'pass' || data.result === 'dnq' ? data.result : 'fail',
      createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : 0,
      // The verdict lists are what was scored (model/scoring.ts applyVerdicts); the comments come
      // from their stored map (model/reportComments.ts).
      questions: withStoredComments(
        applyVerdicts(Array.isArray(data.questions) ? data.questions : [], data),
        data.comments,
      ),
    };
  });
}
