/**
 * `publishComplianceReport({reportId, signoff})` (callable; issues 27 and 28): the only way a
 * compliance report becomes published (browsers may no longer write a published report, move
 * the compliance counter, write a sign-off or create follow-up actions: firestore.rules). The
 * form saves the draft first, so the server reads what it publishes. In ONE Admin SDK transaction:
 * - the caller, the draft, the counter, the location and its territory, the catalogue of the
 *   location's type and the assignment setting; refused unless the caller may publish
 *   (./publishReportRules.ts: what the rules checked before);
 * - the answers: the catalogue's questions only, as the draft answers them
 *   (inspection/model/publishAnswers.ts), scored by the app's scoring (reportDoc.ts
 *   reportFields, model/scoring.ts);
 * - the next serial, the report as published (place and names from the location and territory
 *   documents, unread for everyone), the sign-off (the inspector named from their profile, the
 *   end and duration from the server's clock);
 * - one follow-up action per failed question, priority and due date from its weight
 *   (actions/model/actions.ts newActionsFor), assigned at once by `app_config/compliance`
 *   (actions/model/assignment.ts);
 * - the failure mail (result Fail or DNQ) and the assignee's mail, by their preferences.
 * A retry for a report the caller already published writes nothing and answers its serial.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { newActionsFor } from '@/features/compliance/actions/model/actions';
import { assignActions } from '@/features/compliance/actions/model/assignment';
import { storedReport } from '@/features/compliance/model/reportComments';
import { durationSeconds } from '@/features/compliance/model/signoff';
import { LOCATION_TYPES } from '@/features/compliance/model/types';
import { publishedAnswers } from '@/features/compliance/inspection/model/publishAnswers';
import { reportFields } from '@/features/compliance/inspection/model/reportDoc';
import type { PublishComplianceReportResult, PublishSignoff } from '@/lib/callables';
import { assertMayPublish, readPublishRequest } from './publishReportRules';
import {
  actionDoc,
  nameOf,
  number,
  prepareReportMails,
  readAssignee,
  readCatalogue,
  runReportWrite,
} from './reportContext';
import { text } from '../callInput';

const COUNTER_ID = 'complianceReports';

/** The sign-off document: as drawn, the inspector from their profile, end and duration now. */
function signoffDoc(
  signoff: PublishSignoff,
  report: { reportId: string; userId: string; territoryId: string; inspectorName: string },
  now: number,
) {
  const startedAt = Math.min(signoff.startedAt, now);
  return {
    ...report,
    inspectorSignature: signoff.inspectorSignature,
    managerName: signoff.managerSignature ? signoff.managerName : '',
    managerSignature: signoff.managerSignature,
    startedAt: Timestamp.fromMillis(startedAt),
    endedAt: FieldValue.serverTimestamp(),
    durationSeconds: durationSeconds(startedAt, now),
  };
}

export async function publishComplianceReportHandler(
  request: CallableRequest<unknown>,
): Promise<PublishComplianceReportResult> {
  const opening = {
    what: 'publish',
    read: readPublishRequest,
    missing: 'This draft has not reached the server: save it and publish again.',
    more: (db: Firestore) => [db.collection(COLLECTIONS.counters).doc(COUNTER_ID)],
  } as const;
  return runReportWrite(request, opening, async (tx, opened) => {
    const { uid, input, db, baseUrl, reportRef, caller, report: draft, settings } = opened;
    const { reportId, signoff } = input;
    const [counterSnap] = opened.more;
    const counterRef = counterSnap.ref;
    if (draft.status === 'published' && draft.userId === uid) {
      return {
        reportId,
        serialNo: number(draft.serialNo),
        result: draft.result === 'pass' || draft.result === 'dnq' ? draft.result : 'fail',
        actions: 0,
        alreadyPublished: true,
      };
    }
    const locationId = text(draft.franchiseeLocationId) || '-';
    const locationSnap = await tx.get(
      db.collection(COLLECTIONS.franchiseLocations).doc(locationId),
    );
    const location = locationSnap.data();
    const territoryId = text(location?.territoryId);
    assertMayPublish(
      caller,
      uid,
      { userId: draft.userId, territoryId: draft.territoryId },
      territoryId,
    );
    if (draft.status !== 'draft') {
      throw new HttpsError('failed-precondition', 'This report is not a draft any more.');
    }
    const type = LOCATION_TYPES.find((t) => t === location?.type);
    if (!location || !type || territoryId === '') {
      throw new HttpsError('not-found', "This report's location does not exist (any more).");
    }
    if (type !== draft.franchiseeLocationType) {
      throw new HttpsError(
        'failed-precondition',
        `This location is a ${type} now: start a new inspection for it.`,
      );
    }
    const territorySnap = await tx.get(db.collection(COLLECTIONS.territories).doc(territoryId));
    const ownerId = text(territorySnap.get('user_id'));
    const catalogue = await readCatalogue(tx, db, type);
    const values = publishedAnswers(draft, catalogue.questions, catalogue.sections, type);
    const serialNo = counterSnap.exists ? number(counterSnap.get('value')) + 1 : 1;
    const fields = reportFields(
      values,
      {
        id: locationId,
        name: text(location.name),
        type,
        territoryId,
        territoryName: text(territorySnap.get('name')),
      },
      uid,
      'published',
      serialNo,
    );
    const now = Date.now();
    const assignee = await readAssignee(tx, db, settings, {
      locationId,
      territoryId,
      ownerId,
    });
    const actions = assignActions(
      newActionsFor({ ...fields, reportId, questions: values.questions }, uid, now),
      assignee,
    );

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
      },
      fields.result === 'pass' ? null : fields.result,
      { assignee, actions },
      uid,
      baseUrl,
    );

    if (counterSnap.exists) {
      tx.update(counterRef, {
        value: serialNo,
        reportId,
        updatedAt: FieldValue.serverTimestamp(),
      });
    } else {
      tx.set(counterRef, { value: serialNo, reportId, createdAt: FieldValue.serverTimestamp() });
    }
    tx.set(reportRef, {
      ...storedReport(fields),
      readRecipients: [],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.set(
      db.collection(COLLECTIONS.complianceSignoffs).doc(reportId),
      signoffDoc(
        signoff,
        { reportId, userId: uid, territoryId, inspectorName: nameOf(caller) },
        now,
      ),
    );
    for (const action of actions) {
      tx.create(db.collection(COLLECTIONS.complianceActions).doc(action.id), actionDoc(action));
    }
    for (const write of mailWrites) write();
    return {
      reportId,
      serialNo,
      result: fields.result,
      actions: actions.length,
      alreadyPublished: false,
    };
  });
}
