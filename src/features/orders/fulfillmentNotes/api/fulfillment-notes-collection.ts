import { collection } from 'firebase/firestore';
import { db } from '@/lib/firebase';

export const FULFILLMENT_NOTES = 'fulfillment_notes';

export const fulfillmentNotesCollection = () => collection(db, FULFILLMENT_NOTES);
