/**
 * The benchmark cohorts (issue 13): franchise locations are compared only with their own kind,
 * restaurants with restaurants and trucks with trucks. Pure, so the app's stored shapes
 * (src/data/salesLedger.ts) and the server's benchmark job (functions/src/reports) share it.
 */
export const COHORTS = ['restaurant', 'truck'] as const;
export type Cohort = (typeof COHORTS)[number];
