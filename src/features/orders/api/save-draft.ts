import { addDoc, deleteDoc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import type { OrderInput } from '../model/form';
import { draftOrderDocs, draftOrderRef, storedLinesUpdate } from '@/data/orders';

function draftFields(input: OrderInput) {
  return {
    overnightShipping: input.overnightShipping,
    items: input.items,
    maxPallets: input.maxPallets,
    franchiseeNotes: input.franchiseeNotes,
    territoryId: input.territoryId,
    deliveryLocationId: input.deliveryLocationId,
    territory: { name: input.territoryName },
    deliveryLocation: { name: input.deliveryLocationName },
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: Math.floor(Date.now() / 1000),
  };
}

/** Saves a new draft (no LLC or status data, spec 01 §3); returns its id. */
export async function createDraft(
  firestore: Firestore,
  input: OrderInput,
  userId: string,
): Promise<string> {
  const ref = await addDoc(draftOrderDocs(firestore), {
    ...draftFields(input),
    corporateNotes: '',
    userId,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

/** Saves changes to the caller's draft (an update bypasses the converter: lines stored here). */
export async function updateDraft(firestore: Firestore, id: string, input: OrderInput) {
  const { items, ...fields } = draftFields(input);
  await updateDoc(draftOrderRef(firestore, id), { ...fields, ...storedLinesUpdate(items) });
}

/** Throws the caller's draft away (Draft Orders Delete; the rules allow its author and the top roles). */
export async function deleteDraft(firestore: Firestore, id: string): Promise<void> {
  await deleteDoc(draftOrderRef(firestore, id));
}
