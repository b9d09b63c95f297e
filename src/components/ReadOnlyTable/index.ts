export { ReadOnlyTable } from './ReadOnlyTable';
export type { ReadOnlyColumn, ReadOnlyTableProps } from './ReadOnlyTable';
