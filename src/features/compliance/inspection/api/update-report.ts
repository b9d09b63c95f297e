import { db } from '@/lib/firebase';
import {
  actionChangesAfterEdit,
  getReportActions,
  questionsToCheck,
  type EditActionChanges,
} from '../../actions';
import { getCatalogueWeights } from '../../catalogue';
import { applyVerdicts } from '../../model/scoring';
import type { ReportQuestion } from '../../model/types';
import { settleWrite } from '../model/timing';
import { rescoredFields } from '../model/reportDoc';
import { writeReportEdit, type ReportEdit } from './write-report-edit';

/**
 * Updates a published report. Serial, author, place, creation date and readRecipients are left
 * as stored (the rules refuse changing them); score and answers are rewritten, scored with the
 * catalogue's current weights (read from the cache when offline), as the rules require. The
 * report's actions are read first (from the cache when offline); when they cannot be read, the
 * edit is saved without action changes rather than risk overwriting an action.
 */
export async function updateReport(
  id: string,
  fields: ReportEdit,
  online: boolean,
  context: { serialNo: number; before: readonly ReportQuestion[]; editedBy: string },
): Promise<'server' | 'local'> {
  const scored = rescoredFields(fields, await getCatalogueWeights(db));
  const questions = applyVerdicts(scored.questions, scored);
  let changes: EditActionChanges = { create: [], resolve: [] };
  try {
    const existing = await getReportActions(db, id, questionsToCheck(context.before, questions));
    changes = actionChangesAfterEdit(
      { ...scored, questions, reportId: id, serialNo: context.serialNo },
      Object.values(existing),
      context.editedBy,
      Date.now(),
    );
  } catch (error) {
    console.warn('The report actions could not be read; the edit is saved without them', error);
  }
  return settleWrite(writeReportEdit(db, id, scored, changes), online);
}
