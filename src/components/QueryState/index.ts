export { CompactQueryState, QueryState } from './QueryState';
export { useLoadView, useRetryUnloaded } from './useLoadView';
export { NeedsConnection } from './NeedsConnection';
export {
  NEEDS_CONNECTION_SHORT,
  NEEDS_CONNECTION_TEXT,
  allQueries,
  NEEDS_CONNECTION_TITLE,
  isEmptyCacheAnswer,
  isOfflineError,
  loadView,
  type LoadView,
  type RetryableQuery,
} from './connection';
