export { NeedsConnection, QueryState } from './QueryState';
export {
  NEEDS_CONNECTION_TEXT,
  NEEDS_CONNECTION_TITLE,
  isEmptyCacheAnswer,
  isOfflineError,
  loadView,
} from './connection';
