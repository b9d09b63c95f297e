/**
 * App paths of the four resources, matching routeTable.ts's toolRoutes (list, detail, edit, new).
 * Built here because src/lib/paths.ts lists only the list pages.
 */
function resourcePaths(plural: string, singular: string) {
  return {
    list: `/app/tools/${plural}`,
    create: `/app/tools/new-${singular}`,
    detail: (id: string) => `/app/tools/${plural}/${encodeURIComponent(id)}`,
    edit: (id: string) => `/app/tools/${plural}/${encodeURIComponent(id)}/edit`,
  };
}

export const resourceRoutes = {
  territories: resourcePaths('territories', 'territory'),
  franchiseLocations: resourcePaths('franchise-locations', 'franchise-location'),
  deliveryLocations: resourcePaths('delivery-locations', 'delivery-location'),
  llcs: resourcePaths('llcs', 'llc'),
};

/** Route keys as in routeTable.ts, for the feature's page map. */
export function routeKeys(plural: string, singular: string) {
  return {
    list: `tools/${plural}`,
    detail: `tools/${plural}/:id`,
    edit: `tools/${plural}/:id/edit`,
    create: `tools/new-${singular}`,
  };
}
