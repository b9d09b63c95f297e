export { listScopeTerritories, REFERENCE_LIMIT, scopeIds } from './api/list-scope-territories';
export { listCatalogueItems } from './api/list-catalogue-items';
export { listScopeLocations, type ScopeLocation } from './api/list-scope-locations';
export { isTopRole, type ScopeUser } from './api/scope';
export {
  CATALOGUE_ITEMS_KEY,
  fetchCatalogue,
  forgetReferenceData,
  REFERENCE_DATA_KEY,
  SESSION_CACHE,
  scopeKey,
  scopeTerritoriesQuery,
  useCatalogue,
  useScopeLocations,
  useScopeTerritories,
  useScopeUser,
} from './queries';
