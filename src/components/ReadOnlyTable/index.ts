export { ReadOnlyTable } from './ReadOnlyTable';
export type { ReadOnlyColumn } from './ReadOnlyTable';
