export { NeedsConnection, QueryState, useBrowserOnline } from './QueryState';
export { INLINE_NEEDS_CONNECTION_TEXT, InlineQueryState } from './InlineQueryState';
export {
  NEEDS_CONNECTION_TEXT,
  NEEDS_CONNECTION_TITLE,
  isEmptyCacheAnswer,
  isOfflineError,
  loadView,
} from './connection';
