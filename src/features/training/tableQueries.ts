import { basesOf, type TableQueryDeclaration } from '@/components/DataTable';
import { COLLECTIONS } from '@/data/collections';
import { videosGrid } from './fixedQueries';

/** The training videos grid (paged like a table): all, or one category, newest first. */
export const trainingVideosTable: TableQueryDeclaration = {
  table: 'Training videos',
  collection: COLLECTIONS.trainingVideos,
  // The variants of the declaration videosQuery builds the grid's base from.
  bases: basesOf(videosGrid),
};
