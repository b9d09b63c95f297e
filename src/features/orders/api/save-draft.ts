import { addDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { OrderInput } from '../model/form';
import { draftOrderRef, draftOrdersCollection } from './orders-collection';

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
export async function createDraft(input: OrderInput, userId: string): Promise<string> {
  const ref = await addDoc(draftOrdersCollection(), {
    ...draftFields(input),
    corporateNotes: '',
    userId,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

/** Saves changes to the caller's draft. */
export async function updateDraft(id: string, input: OrderInput): Promise<void> {
  await updateDoc(draftOrderRef(id), draftFields(input));
}
