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
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { displayName } from '@/features/auth/model/user';
import { newActionsFor, type ComplianceAction } from '@/features/compliance/actions/model/actions';
import {
  actionAssignee,
  assignActions,
  readActionAssignment,
  type AssignableUser,
  type Assignee,
} from '@/features/compliance/actions/model/assignment';
import { parseIndexEntry } from '@/features/compliance/model/catalogueIndex';
import { storedReport } from '@/features/compliance/model/reportComments';
import { durationSeconds } from '@/features/compliance/model/signoff';
import { LOCATION_TYPES, type LocationType } from '@/features/compliance/model/types';
import { publishedAnswers } from '@/features/compliance/inspection/model/publishAnswers';
import { reportFields } from '@/features/compliance/inspection/model/reportDoc';
import type {
  CatalogueQuestion,
  CatalogueSection,
} from '@/features/compliance/inspection/model/reportForm';
import { buildMail, type MailEvent } from '@/features/mail/model/buildMail';
import type { PublishComplianceReportResult, PublishSignoff } from '@/lib/callables';
import { appBaseUrl, prepareMailWrite, readMailPerson, readTeamEmails } from '../mail/mailContext';
import { assertMayPublish, readPublishRequest, type PublishCaller } from './publishReportRules';

/** The compliance settings document (`app_config/compliance`). */
const SETTINGS_ID = 'compliance';
const COUNTER_ID = 'complianceReports';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

const nameOf = (data: DocumentData | undefined) =>
  displayName({ firstName: text(data?.firstName), lastName: text(data?.lastName) });

/** The catalogue questions of `type` whose weight is one a report can score. */
async function readCatalogue(tx: Transaction, db: Firestore, type: LocationType) {
  const [questionSnap, sectionSnap] = await Promise.all([
    tx.get(db.collection(COLLECTIONS.complianceReportQuestions).where('type', '==', type)),
    tx.get(db.collection(COLLECTIONS.complianceReportSections)),
  ]);
  const questions: CatalogueQuestion[] = questionSnap.docs.flatMap((d) => {
    const weight = parseIndexEntry(`${d.id}:${String(d.get('weight'))}`)?.weight;
    if (weight === undefined) return [];
    return [
      {
        id: d.id,
        type,
        weight,
        question: text(d.get('question')),
        order: number(d.get('order')),
        sectionId: text(d.get('sectionId')),
      },
    ];
  });
  const sections: CatalogueSection[] = sectionSnap.docs.map((d) => ({
    id: d.id,
    name: text(d.get('name')),
    orderInRestaurant: number(d.get('orderInRestaurant')),
    orderInTruck: number(d.get('orderInTruck')),
    updatedAtTimestamp: number(d.get('updatedAtTimestamp')),
  }));
  return { questions, sections };
}

const assignableUser = (uid: string, data: DocumentData | undefined): AssignableUser => ({
  uid,
  name: nameOf(data),
  role: data?.role,
  disabled: data?.disabled === true,
  franchiseeLocationId: text(data?.franchiseeLocationId),
  territoryIds: Array.isArray(data?.territoryIds)
    ? (data.territoryIds as unknown[]).filter((t): t is string => typeof t === 'string')
    : [],
});

/** Who the actions go to: the users of the location and the territory's owner, read in `tx`. */
async function readAssignee(
  tx: Transaction,
  db: Firestore,
  settings: DocumentData | undefined,
  place: { locationId: string; territoryId: string; ownerId: string },
): Promise<Assignee | null> {
  const choice = readActionAssignment(settings?.actionAssignment);
  if (choice === 'unassigned') return null;
  const users = db.collection(COLLECTIONS.users);
  const [staff, owner] = await Promise.all([
    tx.get(users.where('franchiseeLocationId', '==', place.locationId)),
    place.ownerId ? tx.get(users.doc(place.ownerId)) : Promise.resolve(null),
  ]);
  const candidates = staff.docs.map((d) => assignableUser(d.id, d.data()));
  if (owner?.exists) candidates.push(assignableUser(owner.id, owner.data()));
  return actionAssignee(choice, place, { users: candidates, ownerId: place.ownerId });
}

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

/** An action as stored (firestore.rules "compliance_actions" reads these keys). */
function actionDoc(action: ComplianceAction) {
  const { id: _id, dueAt, completedAt, verifiedAt, ...rest } = action;
  return {
    ...rest,
    dueDate: Timestamp.fromMillis(dueAt),
    completedAt: completedAt === null ? null : Timestamp.fromMillis(completedAt),
    verifiedAt: verifiedAt === null ? null : Timestamp.fromMillis(verifiedAt),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export async function publishComplianceReportHandler(
  request: CallableRequest<unknown>,
): Promise<PublishComplianceReportResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to publish a compliance report.');
  const { reportId, signoff } = readPublishRequest(request.data);
  const db = getFirestore();
  const baseUrl = appBaseUrl();
  const reportRef = db.collection(COLLECTIONS.complianceReports).doc(reportId);
  const counterRef = db.collection(COLLECTIONS.counters).doc(COUNTER_ID);

  return db.runTransaction(async (tx) => {
    const [callerSnap, reportSnap, counterSnap, settingsSnap] = await tx.getAll(
      db.collection(COLLECTIONS.users).doc(uid),
      reportRef,
      counterRef,
      db.collection(COLLECTIONS.appConfig).doc(SETTINGS_ID),
    );
    const draft = reportSnap.data();
    if (!draft) {
      throw new HttpsError(
        'not-found',
        'This draft has not reached the server: save it and publish again.',
      );
    }
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
    const caller = callerSnap.data() as (PublishCaller & DocumentData) | undefined;
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
    const assignee = await readAssignee(tx, db, settingsSnap.data(), {
      locationId,
      territoryId,
      ownerId,
    });
    const actions = assignActions(
      newActionsFor({ ...fields, reportId, questions: values.questions }, uid, now),
      assignee,
    );

    // The mails: read (preferences, what exists) before the first write.
    const teams = await readTeamEmails(db, tx);
    const events: MailEvent[] = [];
    if (fields.result !== 'pass') {
      const ownerEmail = text(territorySnap.get('user_email'));
      events.push({
        type: 'complianceFailed',
        reportId,
        serialNo,
        locationId,
        locationName: fields.franchiseeLocationName,
        result: fields.result,
        owner:
          ownerId && ownerEmail
            ? await readMailPerson(tx, ownerId, 'complianceFailed', ownerEmail)
            : null,
      });
    }
    if (assignee && actions.length > 0) {
      events.push({
        type: 'actionAssigned',
        reportId,
        serialNo,
        locationId,
        locationName: fields.franchiseeLocationName,
        questions: actions.map((action) => action.question),
        assigneeId: assignee.uid,
        person: await readMailPerson(tx, assignee.uid, 'actionAssigned'),
      });
    }
    const mailWrites = [];
    for (const event of events) {
      const built = buildMail(event, teams, uid, baseUrl);
      if (built) mailWrites.push(await prepareMailWrite(tx, built));
    }

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
