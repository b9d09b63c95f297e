import { db } from '@/lib/firebase';
import { getReportActions } from '../../actions/api/get-report-actions';
import {
  actionChangesAfterEdit,
  questionsToCheck,
  type EditActionChanges,
} from '../../actions/model/editActions';
import type { ReportQuestion } from '../../model/types';
import { settleWrite } from '../model/timing';
import { writeReportEdit, type ReportEdit } from './write-report-edit';

/**
 * Updates a published report. Serial, author, place, creation date and readRecipients are left
 * as stored (the rules refuse changing them); score and answers are rewritten. The report's
 * actions are read first (from the cache when offline); when they cannot be read, the edit is
 * saved without action changes rather than risk overwriting an action.
 */
export async function updateReport(
  id: string,
  fields: ReportEdit,
  online: boolean,
  context: { serialNo: number; before: readonly ReportQuestion[]; editedBy: string },
): Promise<'server' | 'local'> {
  let changes: EditActionChanges = { create: [], resolve: [] };
  try {
    const existing = await getReportActions(
      db,
      id,
      questionsToCheck(context.before, fields.questions),
    );
    changes = actionChangesAfterEdit(
      { ...fields, reportId: id, serialNo: context.serialNo },
      Object.values(existing),
      context.editedBy,
      Date.now(),
    );
  } catch (error) {
    console.warn('The report actions could not be read; the edit is saved without them', error);
  }
  return settleWrite(writeReportEdit(db, id, fields, changes), online);
}
