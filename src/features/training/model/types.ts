import type { Timestamp } from 'firebase/firestore';

/** The denormalised copy of a category a video carries, so cards need no extra reads. */
export interface CategoryRef {
  id: string;
  name: string;
}

/** `training_video_categories/{id}` (spec 02 §3). `nameLower` backs the case-insensitive uniqueness check. */
export interface VideoCategoryDoc {
  name: string;
  nameLower: string;
  order: number;
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

export type VideoCategory = VideoCategoryDoc & { id: string };

/** `training_videos/{id}` (spec 02 §3): categories stored both as ids (for queries) and as {id, name}. */
export interface TrainingVideoDoc {
  title: string;
  description: string;
  url: string;
  categoryIds: string[];
  categories: CategoryRef[];
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

export type TrainingVideo = TrainingVideoDoc & { id: string };
