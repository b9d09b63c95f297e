/**
 * What the two server writes of a published compliance report share (publishReport.ts publishes a
 * draft, updateReport.ts edits a published report; issue 28): their opening (the caller, the
 * report and the settings read in one transaction), the catalogue the answers are scored against,
 * who new follow-up actions go to, an action as stored, and the failure and assignment mails.
 * Every read runs in the caller's transaction, before its first write.
 */
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { displayName } from '@/features/auth/model/user';
import type { ComplianceAction } from '@/features/compliance/actions/model/actions';
import {
  actionAssignee,
  readActionAssignment,
  type AssignableUser,
  type Assignee,
} from '@/features/compliance/actions/model/assignment';
import { parseVerdictEntry } from '@/features/compliance/model/verdictEntry';
import type { LocationType } from '@/features/compliance/model/types';
import type {
  CatalogueQuestion,
  CatalogueSection,
} from '@/features/compliance/inspection/model/reportForm';
import { buildMail, type MailEvent } from '@/features/mail/model/buildMail';
import { text } from '../callInput';
import { appBaseUrl, prepareMailWrite, readMailPerson, readTeamEmails } from '../mail/mailContext';

/** The compliance settings document (`app_config/compliance`): `actionAssignment`. */
const COMPLIANCE_SETTINGS_ID = 'compliance';

export const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

export const nameOf = (data: DocumentData | undefined) =>
  displayName({ firstName: text(data?.firstName), lastName: text(data?.lastName) });

/** What a write of a compliance report has read when its own checks begin. */
interface OpenedReport<Input> {
  uid: string;
  input: Input;
  db: Firestore;
  baseUrl: string;
  reportRef: DocumentReference;
  /** The caller's users/{uid} document (what ./publishReportRules.ts decides on). */
  caller: DocumentData | undefined;
  /** The stored report. */
  report: DocumentData;
  /** `app_config/compliance`. */
  settings: DocumentData | undefined;
  /** The snapshots of `more`'s documents, in its order. */
  more: DocumentSnapshot[];
}

/**
 * The opening both writes share: a caller not signed in is refused (Sign in to `what` a
 * compliance report), the request is read by `read`, then `write` runs in ONE transaction once
 * the caller's profile, the report, the settings and the documents `more` names are read; a
 * report not stored is refused with `missing`.
 */
export async function runReportWrite<Input extends { reportId: string }, Result>(
  request: CallableRequest<unknown>,
  opening: {
    what: 'publish' | 'edit';
    read: (data: unknown) => Input;
    missing: string;
    more?: (db: Firestore) => DocumentReference[];
  },
  write: (tx: Transaction, opened: OpenedReport<Input>) => Promise<Result>,
): Promise<Result> {
  const uid = request.auth?.uid;
  if (!uid) {
    throw new HttpsError('unauthenticated', `Sign in to ${opening.what} a compliance report.`);
  }
  const input = opening.read(request.data);
  const db = getFirestore();
  const baseUrl = appBaseUrl();
  const reportRef = db.collection(COLLECTIONS.complianceReports).doc(input.reportId);
  const more = opening.more?.(db) ?? [];

  return db.runTransaction(async (tx) => {
    const [callerSnap, reportSnap, settingsSnap, ...moreSnaps] = await tx.getAll(
      db.collection(COLLECTIONS.users).doc(uid),
      reportRef,
      db.collection(COLLECTIONS.appConfig).doc(COMPLIANCE_SETTINGS_ID),
      ...more,
    );
    const report = reportSnap.data();
    if (!report) throw new HttpsError('not-found', opening.missing);
    return write(tx, {
      uid,
      input,
      db,
      baseUrl,
      reportRef,
      caller: callerSnap.data(),
      report,
      settings: settingsSnap.data(),
      more: moreSnaps,
    });
  });
}

/** The catalogue questions of `type` whose weight is one a report can score, and the sections. */
export async function readCatalogue(tx: Transaction, db: Firestore, type: LocationType) {
  const [questionSnap, sectionSnap] = await Promise.all([
    tx.get(db.collection(COLLECTIONS.complianceReportQuestions).where('type', '==', type)),
    tx.get(db.collection(COLLECTIONS.complianceReportSections)),
  ]);
  const questions: CatalogueQuestion[] = questionSnap.docs.flatMap((d) => {
    const weight = parseVerdictEntry(`${d.id}:${String(d.get('weight'))}`)?.weight;
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

/**
 * Who new actions go to by the `app_config/compliance` setting `settings`: the users of the
 * location and the territory's owner, read in `tx`; null for nobody.
 */
export async function readAssignee(
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

/** An action as stored (firestore.rules "compliance_actions" reads these keys). */
export function actionDoc(action: ComplianceAction) {
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

/** The report a mail is about, as it stands after the write. */
interface MailedReport {
  reportId: string;
  serialNo: number;
  locationId: string;
  locationName: string;
  /** The territory document (its owner is told of a failure). */
  territory: DocumentData | undefined;
  /** When an edit made the write (ms; a publish has none): its mails are its own. */
  editedAt?: number;
}

/**
 * Reads what the mails need and returns their writes, to run after the transaction's other
 * writes: the failure mail when `failed` is the result it now fails with (null: no failure to
 * tell), and the assignee's mail for `actions` newly assigned to `assignee`.
 */
export async function prepareReportMails(
  tx: Transaction,
  db: Firestore,
  report: MailedReport,
  failed: 'fail' | 'dnq' | null,
  assigned: { assignee: Assignee | null; actions: readonly ComplianceAction[] },
  uid: string,
  baseUrl: string,
): Promise<(() => void)[]> {
  const { reportId, serialNo, locationId, locationName, editedAt } = report;
  const teams = await readTeamEmails(db, tx);
  const events: MailEvent[] = [];
  if (failed) {
    const ownerId = text(report.territory?.user_id);
    const ownerEmail = text(report.territory?.user_email);
    events.push({
      type: 'complianceFailed',
      reportId,
      serialNo,
      locationId,
      locationName,
      result: failed,
      owner:
        ownerId && ownerEmail
          ? await readMailPerson(tx, ownerId, 'complianceFailed', ownerEmail)
          : null,
      editedAt,
    });
  }
  const { assignee, actions } = assigned;
  if (assignee && actions.length > 0) {
    events.push({
      type: 'actionAssigned',
      reportId,
      serialNo,
      locationId,
      locationName,
      questions: actions.map((action) => action.question),
      assigneeId: assignee.uid,
      person: await readMailPerson(tx, assignee.uid, 'actionAssigned'),
      editedAt,
    });
  }
  const writes: (() => void)[] = [];
  for (const event of events) {
    const built = buildMail(event, teams, uid, baseUrl);
    if (built) writes.push(await prepareMailWrite(tx, built));
  }
  return writes;
}
