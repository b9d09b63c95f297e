import { serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { dueDateOf } from '../model/due';
import { formDef, type FormDef } from '../model/forms';
import type { Approval, AttachedFile, RequestPlace } from '../model/types';
import { storedFields, type RequestFormValues } from '../model/values';
import { commitApprovalWrite } from './commit-approval-write';

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

const stamps = () => ({ updatedAt: serverTimestamp(), lastUpdated: serverTimestamp() });

/**
 * A new request with a chosen id, kept as a draft: sending is the server's (api/send-request.ts),
 * once it is saved.
 */
export async function createRequest(
  firestore: Firestore,
  id: string,
  formId: Approval['formId'],
  content: RequestContent,
  actor: RequestActor,
): Promise<void> {
  const def = formDef(formId);
  await commitApprovalWrite(firestore, {
    id,
    kind: 'create',
    data: {
      formId,
      status: 'draft',
      userId: actor.uid,
      requesterName: actor.name,
      ...contentFields(def, content),
      revisionNotes: [],
      history: [],
      readRecipients: [],
      createdAt: serverTimestamp(),
      ...stamps(),
    },
  });
}

/**
 * Saves the author's changes to a draft or a returned request, which stays as it is: sending it
 * is the server's (api/send-request.ts), which records it in the history. The detail page
 * compares a returned request with the values the reviewer returned.
 */
export async function saveRequest(
  firestore: Firestore,
  request: Pick<Approval, 'id' | 'formId' | 'status'>,
  content: RequestContent,
): Promise<void> {
  const def = formDef(request.formId);
  await commitApprovalWrite(firestore, {
    id: request.id,
    kind: 'update',
    data: { ...contentFields(def, content), status: request.status, ...stamps() },
  });
}
