/** Longest note text; firestore.rules (validFulfillmentNote) enforces the same bound. */
export const FULFILLMENT_NOTE_MAX_LENGTH = 2000;
