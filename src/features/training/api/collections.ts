import { collection, doc, type CollectionReference } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { TrainingVideoDoc, VideoCategoryDoc } from '../model/types';

export const CATEGORIES_COLLECTION = 'training_video_categories';
export const VIDEOS_COLLECTION = 'training_videos';

export const categoriesRef = () =>
  collection(db, CATEGORIES_COLLECTION) as CollectionReference<VideoCategoryDoc>;
export const videosRef = () =>
  collection(db, VIDEOS_COLLECTION) as CollectionReference<TrainingVideoDoc>;

export const categoryDoc = (id: string) => doc(categoriesRef(), id);
export const videoDoc = (id: string) => doc(videosRef(), id);

/** Firestore batches take at most 500 writes; stay below with room for the main document. */
export const BATCH_LIMIT = 450;
