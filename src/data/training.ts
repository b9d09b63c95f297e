import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * The training library (spec 02 §3): training_video_categories/{id} and training_videos/{id}.
 * Their refs, taking the Firestore instance (the browser's or, later, the server's); the training
 * feature reads them through its converters (features/training/api/collections.ts).
 */

export const trainingVideoCategoriesCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.trainingVideoCategories);

export const trainingVideoCategoryDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.trainingVideoCategories, id);

export const trainingVideosCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.trainingVideos);

export const trainingVideoDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.trainingVideos, id);
