import {
  arrayUnion,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { FORM_DEFS } from '../../src/features/approvals/model/forms';
import { reviewedValues } from '../../src/features/approvals/model/reviewed';
import {
  TRANSITIONS,
  type ApprovalStatus,
  type Decision,
} from '../../src/features/approvals/model/status';
import { adjustmentDay } from '../../src/features/reports/model/salesMath';
import type {
  Approval,
  AttachedFile,
  RequestPlace,
} from '../../src/features/approvals/model/types';
import { emptyFormValues, type RequestFormValues } from '../../src/features/approvals/model/values';
import { PERSONAS, type Persona } from './helpers';
import { AT, NORTH, SOUTH } from './orders-fixtures';

/*
 * The approvals world shared by the approvals, approval files and mail events rules tests: two
 * franchise locations (North truck, South restaurant), the request form's event content, and a
 * stored event request in any state, on top of orders-fixtures' territories and users.
 */

/** Who writes, as the app's write functions take it. */
export const actor = (p: Persona) => ({ uid: PERSONAS[p].uid, name: `Test ${PERSONAS[p].uid}` });

export const APPROVAL_LOCATIONS: Record<string, DocumentData> = {
  'franchise_locations/fl-north': {
    name: 'North Truck',
    territoryId: NORTH,
    type: 'truck',
    enabled: true,
    territoryName: 'North Coast',
    createdAt: AT,
    updatedAt: AT,
  },
  'franchise_locations/fl-south': {
    name: 'South Grill',
    territoryId: SOUTH,
    type: 'restaurant',
    enabled: true,
    territoryName: 'South Bay',
    createdAt: AT,
    updatedAt: AT,
  },
};

export const NORTH_PLACE: RequestPlace = {
  territoryId: NORTH,
  territoryName: 'North Coast',
  franchiseeLocationId: 'fl-north',
  franchiseeLocationName: 'North Truck',
  franchiseeLocationType: 'truck',
};
export const SOUTH_PLACE: RequestPlace = {
  territoryId: SOUTH,
  territoryName: 'South Bay',
  franchiseeLocationId: 'fl-south',
  franchiseeLocationName: 'South Grill',
  franchiseeLocationType: 'restaurant',
};

/** The event request as typed into the form. */
export function eventValues(guests = '120'): RequestFormValues {
  return {
    ...emptyFormValues(FORM_DEFS.event, 'fl-north'),
    name: 'Harbor festival',
    details: 'Two trucks at the pier',
    fields: {
      eventTimeAndDate: '2027-03-14T12:00',
      isEventRecurring: false,
      isTruckForm: true,
      venue: 'Pier 4',
      expectedGuests: guests,
    },
  };
}

/** What createRequest / saveRequest take for the event request. */
export const eventContent = (place = NORTH_PLACE, guests = '120') => ({
  values: eventValues(guests),
  place,
  files: [] as AttachedFile[],
});

/** A stored event request (the document the app writes), in `status`, by `author`. */
export function eventRequestDoc(
  status: ApprovalStatus,
  {
    author = 'franchiseeOwner' as Persona,
    place = NORTH_PLACE,
    history = [] as DocumentData[],
    files = [] as AttachedFile[],
  } = {},
): DocumentData {
  const uid = PERSONAS[author].uid;
  return {
    formId: 'event',
    status,
    name: 'Harbor festival',
    details: 'Two trucks at the pier',
    userId: uid,
    requesterName: `Test ${uid}`,
    ...place,
    isTruckForm: true,
    eventTimeAndDate: Timestamp.fromDate(new Date('2027-03-14T12:00:00Z')),
    isEventRecurring: false,
    venue: 'Pier 4',
    expectedGuests: 120,
    dueDate: Timestamp.fromDate(new Date('2027-02-28T00:00:00Z')),
    revisionNotes: [],
    history,
    readRecipients: [],
    files,
    createdAt: AT,
    updatedAt: AT,
    lastUpdated: AT,
  };
}

/** A history entry by `p`, as the app writes them. */
export const entryBy = (p: Persona, from: ApprovalStatus | '', to: ApprovalStatus, notes = '') => ({
  by: PERSONAS[p].uid,
  byName: actor(p).name,
  at: Timestamp.now(),
  from,
  to,
  notes,
  changes: [],
});

/**
 * A sending as browsers wrote it before issue 28 moved it to the server (sendApprovalRequest):
 * status, entry, unread, the routed `assigneeId`. The rules refuse it now, for every role.
 */
export function browserSend(
  db: Firestore,
  id: string,
  p: Persona,
  from: 'draft' | 'revisionRequested',
  assigneeId: string | null = null,
) {
  const to = from === 'draft' ? 'submitted' : 'resubmitted';
  return updateDoc(doc(db, 'approvals', id), {
    status: to,
    history: arrayUnion(entryBy(p, from, to)),
    readRecipients: [],
    assigneeId,
    updatedAt: serverTimestamp(),
    lastUpdated: serverTimestamp(),
  });
}

/**
 * A decision as browsers wrote it before the server's decideApprovalRequest: status, entry,
 * readers, a return's notes and reviewed values, and an approved refund's sales adjustment in
 * the same batch. The rules refuse it now, for every role.
 */
export function browserDecision(
  db: Firestore,
  request: Approval,
  p: Persona,
  action: Decision,
  notes = 'Because',
) {
  const { to } = TRANSITIONS[action];
  const entry = entryBy(p, request.status, to, notes);
  const batch = writeBatch(db);
  batch.update(doc(db, 'approvals', request.id), {
    status: to,
    history: arrayUnion(entry),
    readRecipients: [entry.by],
    updatedAt: serverTimestamp(),
    lastUpdated: serverTimestamp(),
    ...(action === 'requestRevision'
      ? {
          revisionNotes: arrayUnion({ by: entry.by, byName: entry.byName, at: entry.at, notes }),
          lastReviewed: reviewedValues(FORM_DEFS[request.formId], request),
        }
      : {}),
  });
  if (action === 'approve' && request.formId === 'refund') {
    batch.set(doc(db, 'sales_adjustments', request.id), refundAdjustmentOf(request, p));
  }
  return batch.commit();
}

/** The sales adjustment the browser wrote with the approval of refund `request` by `p`. */
export function refundAdjustmentOf(request: Approval, p: Persona): DocumentData {
  const date = adjustmentDay((request.refundDate as Timestamp).toDate());
  return {
    approvalId: request.id,
    kind: 'approvedRefund',
    territoryId: request.territoryId,
    locationId: request.franchiseeLocationId,
    locationName: request.franchiseeLocationName,
    locationType: request.franchiseeLocationType,
    date,
    month: date.slice(0, 7),
    amountCents: request.amountCents,
    approvedBy: PERSONAS[p].uid,
    createdAt: serverTimestamp(),
  };
}

/** A new request written as sent in one write (the old Submit of a new request): refused now. */
export function browserCreateSent(db: Firestore, id: string, p: Persona, place = NORTH_PLACE) {
  return setDoc(doc(db, 'approvals', id), {
    ...eventRequestDoc('submitted', { author: p, place, history: [entryBy(p, '', 'submitted')] }),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    lastUpdated: serverTimestamp(),
  });
}

/** A request as the app reads it, to pass to its status writes. */
export async function loadApproval(db: Firestore, id: string): Promise<Approval> {
  const snap = await getDoc(doc(db, 'approvals', id));
  return { ...(snap.data() as Approval), id };
}

// Local midnight of 6 Nov 2026 in New York, as the request form stores it.
export const REFUND_DATE = Timestamp.fromDate(new Date('2026-11-06T05:00:00Z'));

/** A stored refund request of $18.40 by the Manager, at the North truck or the South grill. */
export function refundRequest(territory: string, status = 'submitted'): DocumentData {
  const north = territory === NORTH;
  return {
    formId: 'refund',
    status,
    name: 'Cold chowder',
    details: 'Guest got cold chowder',
    userId: PERSONAS.manager.uid,
    requesterName: 'Test manager',
    territoryId: territory,
    territoryName: north ? 'North Coast' : 'South Bay',
    franchiseeLocationId: north ? 'fl-north' : 'fl-south',
    franchiseeLocationName: north ? 'North Truck' : 'South Grill',
    franchiseeLocationType: north ? 'truck' : 'restaurant',
    isTruckForm: north,
    transactionDate: Timestamp.fromDate(new Date('2026-11-01T05:00:00Z')),
    refundDate: REFUND_DATE,
    amountCents: 1_840,
    // The refund date less the refund's 2 days, at midnight in New York (model/due.ts).
    dueDate: Timestamp.fromDate(new Date('2026-11-04T05:00:00Z')),
    revisionNotes: [],
    history: [],
    readRecipients: [],
    files: [],
    createdAt: AT,
    updatedAt: AT,
    lastUpdated: AT,
  };
}

/** What approving the North refund reads: the truck's royalty rates and its location. */
export const NORTH_REFUND_WORLD: Record<string, DocumentData> = {
  'royalty_settings/fl-north': {
    locationId: 'fl-north',
    territoryId: NORTH,
    royaltyBps: 600,
    adFundBps: 200,
    userId: 'x',
    updatedAt: AT,
  },
  'franchise_locations/fl-north': {
    name: 'North Truck',
    territoryId: NORTH,
    territoryName: 'North Coast',
    type: 'truck',
    enabled: true,
  },
};
