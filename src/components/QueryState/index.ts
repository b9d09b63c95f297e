export { CompactQueryState, QueryState } from './QueryState';
export { useLoadView, useRetryUnloaded } from './useLoadView';
export { NeedsConnection } from './NeedsConnection';
export {
  NEEDS_CONNECTION_SHORT,
  allQueries,
  NEEDS_CONNECTION_TITLE,
  isOfflineError,
  loadView,
  type LoadView,
  type RetryableQuery,
} from './connection';
