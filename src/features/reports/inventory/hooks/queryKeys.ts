/** TanStack Query keys of the inventory screens (shared so writes can refresh them). */
export const STORAGE_AREAS_KEY = ['inventory', 'storageAreas'] as const;
export const COUNT_ITEMS_KEY = ['inventory', 'countItems'] as const;
export const reportKey = (id: string) => ['inventory', 'report', id] as const;
export const countLinesKey = (reportId: string, count: string) =>
  ['inventory', 'countLines', reportId, count] as const;
export const incomingTransfersKey = (locationId: string) =>
  ['inventory', 'incomingTransfers', locationId] as const;
