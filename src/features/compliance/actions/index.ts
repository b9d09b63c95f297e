// What sibling sub-features use of the follow-up actions (the lint fence: only through here).
export { useReportActionCell } from './components/useReportActionCell';
