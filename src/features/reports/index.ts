/**
 * Sales reports and royalty statements (issue 13). Pages load lazily (charts stay out of the first
 * bundle); the read functions and formulas are exported for the inventory / COGS / P&L reports.
 */
export { reportsPages } from './pages';
export * from './model/salesMath';
export * from './model/aggregate';
export { listSalesDays } from './api/sales-entries';
export { listSalesAdjustments } from './api/sales-adjustments';
// Inventory counts and COGS (issue 14).
export * from './inventory/model/cogs';
export * from './inventory/model/inventoryStatus';
export * from './inventory/model/variance';
export * from './inventory/api/inventory-reports';
export * from './inventory/model/countSheet';
export { DEFAULT_STORAGE_AREAS } from '@/data/inventory';
export * from './inventory/model/countFlags';
export {
  getStorageAreas,
  listCountItems,
  listLocationPeriods,
  listReceivedCases,
  saveStorageAreas,
} from './inventory/api/count-sheet';
export { STORAGE_AREAS_KEY } from './inventory/hooks/queryKeys';
