import { arrayUnion, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { dueDateOf } from '../model/due';
import { formDef, type FormDef } from '../model/forms';
import type { ApprovalStatus } from '../model/status';
import type { Approval, AttachedFile, RequestPlace, StoredHistoryEntry } from '../model/types';
import { storedFields, type RequestFormValues } from '../model/values';
import { commitApprovalWrite } from './commit-approval-write';
import { routedAssigneeOf } from './routing';

/** Who writes: their uid and their name as displayName composes it (the rules check both). */
export interface RequestActor {
  uid: string;
  name: string;
}

interface RequestContent {
  values: RequestFormValues;
  place: RequestPlace;
  files: AttachedFile[];
}

/** The editable fields of a request as stored (common + type-specific + due date). */
function contentFields(def: FormDef, { values, place, files }: RequestContent) {
  const fields = storedFields(def, values);
  const anchor = fields[def.anchorField];
  const due = dueDateOf(def, anchor instanceof Date ? anchor : null);
  return {
    name: values.name.trim(),
    details: values.details.trim(),
    ...place,
    isTruckForm: def.truckField
      ? values.fields[def.truckField] === true
      : place.franchiseeLocationType === 'truck',
    ...fields,
    dueDate: due ? Timestamp.fromDate(due) : null,
    files,
  };
}

// The author's entries carry no changes: what changed since a review is computed from the
// values the reviewer returned (model/reviewed.ts), never typed (issue 28).
function entry(
  actor: RequestActor,
  from: ApprovalStatus | '',
  to: ApprovalStatus,
  notes = '',
): StoredHistoryEntry {
  return { by: actor.uid, byName: actor.name, at: Timestamp.now(), from, to, notes, changes: [] };
}

const stamps = () => ({ updatedAt: serverTimestamp(), lastUpdated: serverTimestamp() });

/** A new request with a chosen id, kept as a draft or sent at once. */
export async function createRequest(
  firestore: Firestore,
  id: string,
  formId: Approval['formId'],
  content: RequestContent,
  actor: RequestActor,
  status: 'draft' | 'submitted',
): Promise<void> {
  const def = formDef(formId);
  // Sent at once: the routing table's reviewer (issue 27; the rules check the pick).
  const assigneeId =
    status === 'submitted'
      ? await routedAssigneeOf(firestore, formId, content.place.territoryId, actor.uid)
      : null;
  const mail = {
    historyCount: status === 'submitted' ? 1 : 0,
    requestName: content.values.name.trim(),
    locationName: content.place.franchiseeLocationName,
    requesterId: actor.uid,
  };
  await commitApprovalWrite(
    firestore,
    {
      id,
      kind: 'create',
      from: null,
      to: status,
      mail,
      assigns: assigneeId !== null,
      data: {
        formId,
        status,
        userId: actor.uid,
        requesterName: actor.name,
        ...contentFields(def, content),
        revisionNotes: [],
        history: status === 'submitted' ? [entry(actor, '', 'submitted')] : [],
        readRecipients: [],
        ...(status === 'submitted' ? { assigneeId } : {}),
        createdAt: serverTimestamp(),
        ...stamps(),
      },
    },
    actor.uid,
  );
}

/**
 * Saves the author's changes to a draft or a returned request, optionally sending it
 * (draft → submitted, revision requested → resubmitted). Edits of a returned request append a
 * history entry; the detail page compares the request with the values the reviewer returned.
 */
export async function saveRequest(
  firestore: Firestore,
  request: Approval,
  content: RequestContent,
  actor: RequestActor,
  options: { send: boolean; notes?: string },
): Promise<void> {
  const def = formDef(request.formId);
  const next = contentFields(def, content);
  const to: ApprovalStatus = options.send
    ? request.status === 'draft'
      ? 'submitted'
      : 'resubmitted'
    : request.status;
  const data: Record<string, unknown> = { ...next, status: to, ...stamps() };
  const appendsHistory = request.status !== 'draft' || to !== 'draft';
  if (appendsHistory) {
    data.history = arrayUnion(entry(actor, request.status, to, options.notes?.trim() ?? ''));
  }
  const sends = to === 'submitted' || to === 'resubmitted';
  // Every sending routes again (issue 27): the table's reviewer for the type and territory.
  const assigneeId = sends
    ? await routedAssigneeOf(firestore, request.formId, next.territoryId, request.userId)
    : null;
  if (sends) {
    data.readRecipients = [];
    data.assigneeId = assigneeId;
  }
  await commitApprovalWrite(
    firestore,
    {
      id: request.id,
      kind: 'update',
      from: request.status,
      to,
      data,
      mail: {
        historyCount: request.history.length + (appendsHistory ? 1 : 0),
        requestName: next.name,
        locationName: next.franchiseeLocationName,
        requesterId: request.userId,
      },
      assigns: assigneeId !== null,
    },
    actor.uid,
  );
}
