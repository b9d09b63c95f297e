/*
 * The training collections, their stored shapes and readers are on the data floor
 * (src/data/training.ts); the feature's repositories take its refs.
 */

/** Firestore batches take at most 500 writes; stay below with room for the main document. */
export const BATCH_LIMIT = 450;
