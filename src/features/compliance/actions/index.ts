// What sibling sub-features use of the follow-up actions (the lint fence: only through here).
export { getReportActions } from './api/get-report-actions';
export { actionRef, actionToDoc } from './api/actions-collection';
export {
  actionChangesAfterEdit,
  questionsToCheck,
  type EditActionChanges,
} from './model/editActions';
export { useReportActionCell } from './components/useReportActionCell';
