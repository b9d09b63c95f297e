import { asc, desc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** Every query the training feature sends outside its grid (src/app/queryShapes.test.ts). */
const categories = 'training_video_categories';

export const trainingFixedQueries: FixedQuery[] = [
  fixedQuery('Category name taken', categories, 'features/training/api/category-name-taken.ts', {
    equals: ['nameLower'],
  }),
  fixedQuery('Categories', categories, 'features/training/api/list-categories.ts', {
    orderBy: asc('order'),
  }),
  fixedQuery('New category order', categories, 'features/training/api/create-category.ts', {
    orderBy: desc('order'),
  }),
  fixedQuery(
    'Videos of a category',
    'training_videos',
    'features/training/api/update-category.ts',
    {
      contains: 'categoryIds',
    },
  ),
  fixedQuery(
    'Videos of a category',
    'training_videos',
    'features/training/api/delete-category.ts',
    {
      contains: 'categoryIds',
    },
  ),
  fixedQuery('Videos grid', 'training_videos', 'features/training/api/videos-query.ts', {
    contains: 'categoryIds',
    orderBy: desc('createdAt'),
  }),
];
