import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore';
import type { ComplianceAction } from '../model/actions';

export {
  complianceActionsCollection as actionsCollection,
  complianceActionDoc as actionRef,
} from '@/data/complianceActions';

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/** A stored action as the app uses it: Timestamps become milliseconds. */
export function actionFromDoc(snap: QueryDocumentSnapshot<DocumentData>): ComplianceAction {
  const d = snap.data();
  return {
    ...(d as Omit<ComplianceAction, 'id' | 'dueAt' | 'completedAt' | 'verifiedAt'>),
    id: snap.id,
    dueAt: millis(d.dueDate) ?? 0,
    completedAt: millis(d.completedAt),
    verifiedAt: millis(d.verifiedAt),
  };
}

/** The stored fields of a new action (firestore.rules "compliance_actions" checks each). */
export function actionToDoc(action: ComplianceAction): DocumentData {
  const { dueAt, completedAt, verifiedAt, ...rest } = action;
  const stored: DocumentData = { ...rest };
  // The id is the document's name, not a field.
  delete stored.id;
  return {
    ...stored,
    dueDate: Timestamp.fromMillis(dueAt),
    completedAt: completedAt === null ? null : Timestamp.fromMillis(completedAt),
    verifiedAt: verifiedAt === null ? null : Timestamp.fromMillis(verifiedAt),
  };
}
