/**
 * Validation of the training forms (spec 02 §5) and the pure conversions from form values to what
 * the api modules save. Limits mirror firestore.rules.
 */
import * as yup from 'yup';
import { isVimeoUrl, toVimeoUrl } from './vimeo';
import type { CategoryRef, TrainingVideo, VideoCategory } from './types';

const MAX_TEXT = 255;
const MAX_DESCRIPTION = 2000;
const MAX_URL = 500;
const MAX_VIDEO_CATEGORIES = 20;

export const messages = {
  titleRequired: 'Video title is required',
  descriptionRequired: 'Video description is required',
  categoriesRequired: 'Select at least one category',
  tooManyCategories: `Select at most ${MAX_VIDEO_CATEGORIES} categories`,
  urlRequired: 'Input vimeo link',
  urlNotVimeo: 'Links must be from vimeo.com',
  categoryNameRequired: 'Category title is required',
  categoryNameTaken: 'The category name has been already used.',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

// ---------------------------------------------------------------------------------------------
// Video

export interface VideoFormValues {
  title: string;
  description: string;
  categoryIds: string[];
  url: string;
}

export const emptyVideoForm: VideoFormValues = {
  title: '',
  description: '',
  categoryIds: [],
  url: '',
};

export const videoSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(messages.titleRequired)
    .max(MAX_TEXT, messages.tooLong(MAX_TEXT)),
  description: yup
    .string()
    .trim()
    .required(messages.descriptionRequired)
    .max(MAX_DESCRIPTION, messages.tooLong(MAX_DESCRIPTION)),
  categoryIds: yup
    .array(yup.string().required())
    .min(1, messages.categoriesRequired)
    .max(MAX_VIDEO_CATEGORIES, messages.tooManyCategories)
    .required(messages.categoriesRequired),
  // Required before the host test, so an empty field says "Input vimeo link".
  url: yup
    .string()
    .trim()
    .required(messages.urlRequired)
    .max(MAX_URL, messages.tooLong(MAX_URL))
    .test('vimeo', messages.urlNotVimeo, (value) => !value || isVimeoUrl(value)),
});

export function videoFormValues(
  video: Pick<TrainingVideo, keyof VideoFormValues>,
): VideoFormValues {
  return {
    title: video.title,
    description: video.description,
    categoryIds: [...video.categoryIds],
    url: video.url,
  };
}

/** What a video save writes (without timestamps). */
export interface VideoValues {
  title: string;
  description: string;
  url: string;
  categoryIds: string[];
  categories: CategoryRef[];
}

/**
 * Trimmed text, an https link, and the chosen categories denormalised in the order of the category
 * list (so chips follow the tab order). Ids no longer in `categories` are dropped.
 */
export function toVideoValues(
  values: VideoFormValues,
  categories: readonly Pick<VideoCategory, 'id' | 'name'>[],
): VideoValues {
  const chosen = new Set(values.categoryIds);
  const refs = categories
    .filter((category) => chosen.has(category.id))
    .map(({ id, name }) => ({ id, name }));
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    url: toVimeoUrl(values.url),
    categoryIds: refs.map((ref) => ref.id),
    categories: refs,
  };
}

// ---------------------------------------------------------------------------------------------
// Category

export interface CategoryFormValues {
  name: string;
}

export const categorySchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(messages.categoryNameRequired)
    .max(MAX_TEXT, messages.tooLong(MAX_TEXT)),
});

/** The stored name and its lower-cased twin used for the uniqueness query. */
export function toCategoryName(name: string): { name: string; nameLower: string } {
  const trimmed = name.trim();
  return { name: trimmed, nameLower: trimmed.toLowerCase() };
}
