import { COLLECTIONS } from '@/data/collections';
import { asc, contains, declareQuery, desc, eq, optional } from '@/data/query/declaredQuery';

/*
 * Every query the training feature sends outside its grid's paging, declared here and built from
 * these declarations by the api (constraintsOf), so src/app/queryShapes.test.ts checks what runs.
 */
const categories = COLLECTIONS.trainingVideoCategories;

/** Two documents tell whether another category has the name. */
export const categoriesNamed = declareQuery({
  name: 'Category name taken',
  collection: categories,
  sources: ['features/training/api/category-name-taken.ts'],
  where: [eq('nameLower')],
  limit: 2,
});

export const categoriesInOrder = declareQuery({
  name: 'Categories',
  collection: categories,
  sources: ['features/training/api/list-categories.ts'],
  orderBy: asc('order'),
});

/** The category with the highest order. */
export const lastCategoryByOrder = declareQuery({
  name: 'New category order',
  collection: categories,
  sources: ['features/training/api/create-category.ts'],
  orderBy: desc('order'),
  limit: 1,
});

/** The videos a category is on: renamed with it, or keeping it from being deleted. */
export const videosOfCategory = declareQuery({
  name: 'Videos of a category',
  collection: COLLECTIONS.trainingVideos,
  sources: ['features/training/api/update-category.ts', 'features/training/api/delete-category.ts'],
  where: [contains('categoryIds')],
});

/** The videos grid's base (trainingVideosTable's bases): all or one category, newest first. */
export const videosGrid = declareQuery({
  name: 'Videos grid',
  collection: COLLECTIONS.trainingVideos,
  sources: ['features/training/api/videos-query.ts'],
  where: [optional(contains('categoryIds'))],
  orderBy: desc('createdAt'),
});
