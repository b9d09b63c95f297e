// What sibling sub-features use of the report views (the lint fence: only through here).
export { toReportDetails, type ReportDetails } from './model/report';
