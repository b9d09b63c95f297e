export { listScopeTerritories, REFERENCE_LIMIT, scopeIds } from './api/list-scope-territories';
export { isTopRole, type ScopeUser } from './api/scope';
export {
  CATALOGUE_ITEMS_KEY,
  REFERENCE_DATA_KEY,
  SESSION_CACHE,
  scopeKey,
  scopeTerritoriesQuery,
  useScopeTerritories,
  useScopeUser,
} from './queries';
