/*
 * The stored training shapes live on the data floor with their readers (src/data/training.ts);
 * re-exported here because most of the feature's files name them.
 */
export type { CategoryRef, TrainingVideo, TrainingVideoDoc, VideoCategory } from '@/data/training';
