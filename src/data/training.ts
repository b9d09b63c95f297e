import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter, readStamps, type Stamps } from './converter';

/*
 * The training library (spec 02 §3): training_video_categories/{id} and training_videos/{id}.
 * Their stored shapes with their readers and converters, and their refs, taking the Firestore
 * instance (the browser's or, later, the server's), each read through its converter. Writes pass
 * through unchanged (the training feature writes its validated values).
 */

/** The denormalised copy of a category a video carries, so cards need no extra reads. */
export interface CategoryRef {
  id: string;
  name: string;
}

/** `training_video_categories/{id}` (spec 02 §3). `nameLower` backs the case-insensitive uniqueness check. */
interface VideoCategoryDoc extends Stamps {
  name: string;
  nameLower: string;
  order: number;
}

export type VideoCategory = VideoCategoryDoc & { id: string };

/** `training_videos/{id}` (spec 02 §3): categories stored both as ids (for queries) and as {id, name}. */
export interface TrainingVideoDoc extends Stamps {
  title: string;
  description: string;
  url: string;
  categoryIds: string[];
  categories: CategoryRef[];
}

export type TrainingVideo = TrainingVideoDoc & { id: string };

/** A category; a timestamp stays absent when missing (a just-written serverTimestamp, a hand edit). */
export const readVideoCategory = (data: DocumentData): VideoCategoryDoc => ({
  name: field.text(data.name),
  nameLower: field.text(data.nameLower),
  order: field.number(data.order),
  ...readStamps(data),
});

function readCategoryRefs(value: unknown): CategoryRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null
      ? [{ id: field.text(Reflect.get(entry, 'id')), name: field.text(Reflect.get(entry, 'name')) }]
      : [],
  );
}

export const readTrainingVideo = (data: DocumentData): TrainingVideoDoc => ({
  title: field.text(data.title),
  description: field.text(data.description),
  url: field.text(data.url),
  categoryIds: field.textList(data.categoryIds),
  categories: readCategoryRefs(data.categories),
  ...readStamps(data),
});

const categoryConverter = readConverter<VideoCategoryDoc>(readVideoCategory);
const videoConverter = readConverter<TrainingVideoDoc>(readTrainingVideo);

export const trainingVideoCategoriesCollection = (
  db: Firestore,
): CollectionReference<VideoCategoryDoc> =>
  collection(db, COLLECTIONS.trainingVideoCategories).withConverter(categoryConverter);

export const trainingVideoCategoryDoc = (
  db: Firestore,
  id: string,
): DocumentReference<VideoCategoryDoc> => doc(trainingVideoCategoriesCollection(db), id);

export const trainingVideosCollection = (db: Firestore): CollectionReference<TrainingVideoDoc> =>
  collection(db, COLLECTIONS.trainingVideos).withConverter(videoConverter);

export const trainingVideoDoc = (db: Firestore, id: string): DocumentReference<TrainingVideoDoc> =>
  doc(trainingVideosCollection(db), id);
