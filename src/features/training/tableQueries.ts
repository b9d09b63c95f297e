import type { TableQueryDeclaration } from '@/components/DataTable';

/** The training videos grid (paged like a table): all, or one category, newest first. */
export const trainingVideosTable: TableQueryDeclaration = {
  table: 'Training videos',
  collection: 'training_videos',
  bases: [
    { equals: [], orderBy: { field: 'createdAt', direction: 'desc' } },
    { equals: [], contains: 'categoryIds', orderBy: { field: 'createdAt', direction: 'desc' } },
  ],
};
