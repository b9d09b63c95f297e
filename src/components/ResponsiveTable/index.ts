export { ScrollRegion } from './ScrollRegion';
export { useColumnFit } from './useColumnFit';
export type { ColumnPriority } from './columnFit';
