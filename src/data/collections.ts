/**
 * Top-level Firestore collection names, defined once. Repositories build their references from
 * these (with the converters of ./converter.ts) instead of spelling paths in each query.
 */
export const COLLECTIONS = {
  users: 'users',
  territories: 'territories',
  franchiseLocations: 'franchise_locations',
  deliveryLocations: 'delivery_locations',
  llcs: 'llcs',
  items: 'items',
  orders: 'orders',
  complianceReports: 'compliance_reports',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
