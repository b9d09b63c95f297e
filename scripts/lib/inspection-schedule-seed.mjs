/**
 * Demo inspection frequencies for scripts/seed.mjs (issue 16 scheduling): days between compliance
 * inspections per franchise location. The café is inspected every 2 weeks, the grill every 60
 * days, the rest every 30 (the app's default). Whether a location shows "Past due" follows from
 * these and the seeded reports' dates.
 */
export const INSPECTION_FREQUENCIES = {
  'location-north-truck-1': 30,
  'location-north-cafe': 14,
  'location-gulf-truck-1': 30,
  'location-gulf-grill': 60,
  'location-gulf-truck-2': 30,
};

/** Adds `inspectionFrequencyDays` to the seed's franchise_locations entries (`[collection, id, data]`). */
export function addInspectionFrequencies(docs) {
  for (const [collection, id, data] of docs) {
    if (collection === 'franchise_locations')
      data.inspectionFrequencyDays = INSPECTION_FREQUENCIES[id] ?? 30;
  }
}
