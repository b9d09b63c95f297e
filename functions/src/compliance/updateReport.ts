/**
 * `updateComplianceReport({reportId, answers})` (callable; issue 28): the only way a published
 * compliance report is edited (Update; browsers may no longer rewrite its answers or score, nor
 * create or resolve its follow-up actions: firestore.rules). In ONE Admin SDK transaction:
 * - the caller, the report, the assignment setting; refused unless the caller may edit it
 *   (./publishReportRules.ts assertMayEdit: what the rules checked before) and it is published;
 * - the answers: the report's own questions as the catalogue has them now (a question deleted
 *   from the catalogue since is left out), answered as the request says, scored like a publish
 *   (inspection/model/publishAnswers.ts, reportDoc.ts reportFields); serial, author, place and
 *   names, creation, readers and manual DNQ stay as stored;
 * - the follow-up actions (actions/model/editActions.ts actionChangesAfterEdit): one for each
 *   question failing now that has none yet, assigned at once by `app_config/compliance`; open ones
 *   of questions that no longer fail closed as done with their note;
 * - the failure mail when the edit turns a pass into Fail or DNQ, and the assignee's mail.
 */
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import {
  ACTION_STATUS_NAMES,
  type ActionStatus,
} from '@/features/compliance/actions/model/actions';
import { assignActions } from '@/features/compliance/actions/model/assignment';
import { actionChangesAfterEdit } from '@/features/compliance/actions/model/editActions';
import { storedReport } from '@/features/compliance/model/reportComments';
import { LOCATION_TYPES } from '@/features/compliance/model/types';
import { publishedAnswers } from '@/features/compliance/inspection/model/publishAnswers';
import { reportFields } from '@/features/compliance/inspection/model/reportDoc';
import type { UpdateComplianceReportResult } from '@/lib/callables';
import { assertMayEdit, readUpdateRequest } from './publishReportRules';
import {
  actionDoc,
  number,
  prepareReportMails,
  readAssignee,
  readCatalogue,
  runReportWrite,
} from './reportContext';
import { text } from '../callInput';

const STATUSES = Object.keys(ACTION_STATUS_NAMES) as ActionStatus[];

/** The question ids a stored report holds (its entries'). */
function storedQuestionIds(report: DocumentData): Set<string> {
  const entries: unknown[] = Array.isArray(report.questions) ? report.questions : [];
  return new Set(
    entries.flatMap((entry) => {
      const id = (entry as { id?: unknown } | null)?.id;
      return typeof id === 'string' ? [id] : [];
    }),
  );
}

export async function updateComplianceReportHandler(
  request: CallableRequest<unknown>,
): Promise<UpdateComplianceReportResult> {
  const opening = {
    what: 'edit',
    read: readUpdateRequest,
    missing: 'This compliance report does not exist (any more).',
  } as const;
  return runReportWrite(request, opening, async (tx, opened) => {
    const { uid, input, db, baseUrl, reportRef, report, settings } = opened;
    const { reportId, answers } = input;
    assertMayEdit(opened.caller, uid, { userId: report.userId, territoryId: report.territoryId });
    if (report.status !== 'published') {
      throw new HttpsError(
        'failed-precondition',
        'This report is a draft: open it from the drafts list and publish it.',
      );
    }
    const type = LOCATION_TYPES.find((t) => t === report.franchiseeLocationType);
    if (!type) {
      throw new HttpsError('failed-precondition', 'This report names no location type.');
    }
    const locationId = text(report.franchiseeLocationId);
    const territoryId = text(report.territoryId);
    const serialNo = number(report.serialNo);
    const [territorySnap, actionsSnap, catalogue] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.territories).doc(territoryId || '-')),
      tx.get(db.collection(COLLECTIONS.complianceActions).where('reportId', '==', reportId)),
      readCatalogue(tx, db, type),
    ]);
    const held = storedQuestionIds(report);
    const values = publishedAnswers(
      answers,
      catalogue.questions.filter((q) => held.has(q.id)),
      catalogue.sections,
      type,
    );
    const fields = reportFields(
      values,
      {
        id: locationId,
        name: text(report.franchiseeLocationName),
        type,
        territoryId,
        territoryName: text(report.territoryName),
      },
      text(report.userId),
      'published',
      serialNo,
    );
    const now = Date.now();
    const existing = actionsSnap.docs.map((d) => ({
      id: d.id,
      questionId: text(d.get('questionId')),
      // An unreadable status counts as closed: the edit never resolves it.
      status: STATUSES.find((s) => s === d.get('status')) ?? 'verified',
      note: text(d.get('note')),
    }));
    const changes = actionChangesAfterEdit(
      { ...fields, reportId, questions: values.questions },
      existing,
      uid,
      now,
    );
    const assignee =
      changes.create.length > 0
        ? await readAssignee(tx, db, settings, {
            locationId,
            territoryId,
            ownerId: text(territorySnap.get('user_id')),
          })
        : null;
    const created = assignActions(changes.create, assignee);

    // The mails: read (preferences, what exists) before the first write.
    const mailWrites = await prepareReportMails(
      tx,
      db,
      {
        reportId,
        serialNo,
        locationId,
        locationName: fields.franchiseeLocationName,
        territory: territorySnap.data(),
        editedAt: now,
      },
      report.result === 'pass' && fields.result !== 'pass' ? fields.result : null,
      { assignee, actions: created },
      uid,
      baseUrl,
    );

    tx.update(reportRef, { ...storedReport(fields), updatedAt: FieldValue.serverTimestamp() });
    for (const action of created) {
      tx.create(db.collection(COLLECTIONS.complianceActions).doc(action.id), actionDoc(action));
    }
    for (const { id, note } of changes.resolve) {
      tx.update(db.collection(COLLECTIONS.complianceActions).doc(id), {
        status: 'done',
        isActive: false,
        note,
        completedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    for (const write of mailWrites) write();
    return {
      reportId,
      serialNo,
      result: fields.result,
      actionsCreated: created.length,
      actionsResolved: changes.resolve.length,
    };
  });
}
