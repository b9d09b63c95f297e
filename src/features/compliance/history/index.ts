// What sibling sub-features use of a location's previous results (the lint fence: only through here).
export { listLocationHistory } from './api/list-location-history';
export {
  isRepeatFailure,
  scoreTrend,
  trendSummary,
  type PreviousAnswer,
  type ScoreTrend,
} from './model/previousResults';
export { PreviousAnswerNote } from './components/PreviousAnswerNote';
export { ScoreTrendPanel } from './components/ScoreTrendPanel';
export { usePreviousAnswers } from './components/usePreviousAnswers';
