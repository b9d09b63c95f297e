import { arrayUnion, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { addRefundAdjustment } from '@/features/reports';
import { formDef } from '../model/forms';
import { reviewedValues } from '../model/reviewed';
import { TRANSITIONS, type ApprovalAction } from '../model/status';
import type { Approval, StoredHistoryEntry } from '../model/types';
import { commitApprovalWrite } from './commit-approval-write';
import type { RequestActor } from './save-request';

/** Status actions without an edit: the reviewer's decisions and the author's withdrawal. */
export type StatusOnlyAction = Extract<
  ApprovalAction,
  'approve' | 'deny' | 'requestRevision' | 'withdraw'
>;

/**
 * Moves a request along TRANSITIONS[action] with one history entry; a revision request also
 * appends its notes to `revisionNotes` (never overwritten) and keeps the values it returns as
 * `lastReviewed` (issue 28: "Changed since the last review" is computed from them, so it takes
 * the request as loaded). The actor counts as having read the
 * change, everybody else sees it unread. Approving a refund or comp also writes its adjustment of
 * the location's franchise sales (sales_adjustments) in the same batch; the rules require it.
 */
export async function changeApprovalStatus(
  firestore: Firestore,
  // The whole request when it may be a refund (its adjustment copies the place and amount).
  request: Pick<Approval, 'id' | 'status' | 'formId'> & Partial<Approval>,
  action: StatusOnlyAction,
  notes: string,
  actor: RequestActor,
): Promise<void> {
  const { to } = TRANSITIONS[action];
  const at = Timestamp.now();
  const text = notes.trim();
  const historyEntry: StoredHistoryEntry = {
    by: actor.uid,
    byName: actor.name,
    at,
    from: request.status,
    to,
    notes: text,
    changes: [],
  };
  const data: Record<string, unknown> = {
    status: to,
    history: arrayUnion(historyEntry),
    readRecipients: [actor.uid],
    updatedAt: serverTimestamp(),
    lastUpdated: serverTimestamp(),
  };
  if (action === 'requestRevision') {
    data.revisionNotes = arrayUnion({ by: actor.uid, byName: actor.name, at, notes: text });
    data.lastReviewed = reviewedValues(formDef(request.formId), request);
  }
  // The request as loaded carries what its mail needs; a bare {id, status} writes no mail.
  const mail =
    request.history && request.userId
      ? {
          historyCount: request.history.length + 1,
          requestName: request.name ?? '',
          locationName: request.franchiseeLocationName ?? '',
          requesterId: request.userId,
        }
      : undefined;
  // A type-specific field (forms.ts): the refund form stores its day as a Timestamp.
  const refundDate = request.refundDate instanceof Timestamp ? request.refundDate : null;
  const approvesRefund = action === 'approve' && request.formId === 'refund' && refundDate;
  await commitApprovalWrite(
    firestore,
    {
      id: request.id,
      kind: 'update',
      from: request.status,
      to,
      data,
      mail,
      alsoWrite: approvesRefund
        ? (batch) =>
            addRefundAdjustment(
              firestore,
              batch,
              {
                approvalId: request.id,
                territoryId: String(request.territoryId),
                locationId: String(request.franchiseeLocationId),
                locationName: String(request.franchiseeLocationName),
                locationType: String(request.franchiseeLocationType),
                refundDate: refundDate.toDate(),
                amountCents: Number(request.amountCents),
              },
              actor.uid,
            )
        : undefined,
    },
    actor.uid,
  );
}
