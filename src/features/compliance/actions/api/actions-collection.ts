import { Timestamp, type DocumentData } from 'firebase/firestore';
import type { ComplianceAction } from '../model/actions';

/*
 * Reads go through the typed refs (src/data/complianceActions.ts readComplianceAction: Timestamps
 * become milliseconds); writes through the raw ref with the fields of actionToDoc.
 */
export {
  complianceActionRecords as actionRecords,
  complianceActionRecord as actionRecord,
  complianceActionDoc as actionRef,
} from '@/data/complianceActions';

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
