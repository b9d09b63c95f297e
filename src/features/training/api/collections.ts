import {
  doc,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { field, readConverter } from '@/data/converter';
import { trainingVideoCategoriesCollection, trainingVideosCollection } from '@/data/training';
import type { CategoryRef, TrainingVideoDoc, VideoCategoryDoc } from '../model/types';

const timestamp = (value: unknown) => (value instanceof Timestamp ? value : undefined);

/** A stored timestamp field stays absent when missing (a just-written serverTimestamp, a hand edit). */
function timestamps(data: DocumentData): Pick<VideoCategoryDoc, 'createdAt' | 'updatedAt'> {
  const createdAt = timestamp(data.createdAt);
  const updatedAt = timestamp(data.updatedAt);
  return { ...(createdAt ? { createdAt } : {}), ...(updatedAt ? { updatedAt } : {}) };
}

export const readCategory = (data: DocumentData): VideoCategoryDoc => ({
  name: field.text(data.name),
  nameLower: field.text(data.nameLower),
  order: field.number(data.order),
  ...timestamps(data),
});

function readCategoryRefs(value: unknown): CategoryRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null
      ? [{ id: field.text(Reflect.get(entry, 'id')), name: field.text(Reflect.get(entry, 'name')) }]
      : [],
  );
}

export const readVideo = (data: DocumentData): TrainingVideoDoc => ({
  title: field.text(data.title),
  description: field.text(data.description),
  url: field.text(data.url),
  categoryIds: field.textList(data.categoryIds),
  categories: readCategoryRefs(data.categories),
  ...timestamps(data),
});

const categoryConverter = readConverter<VideoCategoryDoc>(readCategory);
const videoConverter = readConverter<TrainingVideoDoc>(readVideo);

export const categoriesRef = (firestore: Firestore): CollectionReference<VideoCategoryDoc> =>
  trainingVideoCategoriesCollection(firestore).withConverter(categoryConverter);
export const videosRef = (firestore: Firestore): CollectionReference<TrainingVideoDoc> =>
  trainingVideosCollection(firestore).withConverter(videoConverter);

export const categoryDoc = (firestore: Firestore, id: string) => doc(categoriesRef(firestore), id);
export const videoDoc = (firestore: Firestore, id: string) => doc(videosRef(firestore), id);

/** Firestore batches take at most 500 writes; stay below with room for the main document. */
export const BATCH_LIMIT = 450;
