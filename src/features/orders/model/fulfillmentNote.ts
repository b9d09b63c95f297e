/**
 * Banner and packing-slip text when no fulfillment note is current (spec 01 §2). Here at the
 * feature's level because two sub-features show it: fulfillmentNotes (the banner) and
 * fulfillment (the packing slip's model, which may not import a sibling's barrel).
 */
export const NO_FULFILLMENT_NOTE = 'No fulfillment note';
