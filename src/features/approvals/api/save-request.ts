import { arrayUnion, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { dueDateOf } from '../model/due';
import { formDef, type FormDef } from '../model/forms';
import { changedFields } from '../model/history';
import type { ApprovalStatus } from '../model/status';
import type { Approval, AttachedFile, RequestPlace, StoredHistoryEntry } from '../model/types';
import { storedFields, type RequestFormValues } from '../model/values';
import { commitApprovalWrite } from './commit-approval-write';
import { routedAssigneeOf } from './routing';

export interface RequestActor {
  uid: string;
  name: string;
}

interface RequestContent {
  values: RequestFormValues;
  place: RequestPlace;
  files: AttachedFile[];
  /** Catalogue names, so diffs of item lists read as names. */
  itemNames?: Record<string, string>;
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

function entry(
  actor: RequestActor,
  from: ApprovalStatus | '',
  to: ApprovalStatus,
  notes = '',
  changes: StoredHistoryEntry['changes'] = [],
): StoredHistoryEntry {
  return { by: actor.uid, byName: actor.name, at: Timestamp.now(), from, to, notes, changes };
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
      data: {
        formId,
        status,
        userId: actor.uid,
        requesterName: actor.name,
        ...contentFields(def, content),
        revisionNotes: [],
        history: status === 'submitted' ? [entry(actor, '', 'submitted')] : [],
        readRecipients: [],
        // Sent at once: the routing table's reviewer (issue 27; the rules check the pick).
        ...(status === 'submitted'
          ? {
              assigneeId: await routedAssigneeOf(
                firestore,
                formId,
                content.place.territoryId,
                actor.uid,
              ),
            }
          : {}),
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
 * history entry with the changed fields, so the reviewer sees what changed since the review.
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
    const changes =
      request.status === 'draft' ? [] : changedFields(def, request, next, content.itemNames);
    data.history = arrayUnion(
      entry(actor, request.status, to, options.notes?.trim() ?? '', changes),
    );
  }
  if (to === 'submitted' || to === 'resubmitted') {
    data.readRecipients = [];
    // Every sending routes again (issue 27): the table's reviewer for the type and territory.
    data.assigneeId = await routedAssigneeOf(
      firestore,
      request.formId,
      next.territoryId,
      request.userId,
    );
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
    },
    actor.uid,
  );
}
