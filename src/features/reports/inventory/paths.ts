/** The inventory screens' paths (spec 01 §2). */
export const inventoryPaths = {
  list: '/app/reports/inventory-list',
  newOpening: '/app/reports/new-opening-inventory',
  newClosing: (id: string) => `/app/reports/new-closing-inventory/${id}`,
  report: (id: string) => `/app/reports/inventory/${id}`,
  count: (id: string, count: 'opening' | 'closing') => `/app/reports/inventory/${id}/${count}`,
} as const;
