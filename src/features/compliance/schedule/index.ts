// What sibling sub-features use of inspection scheduling (the lint fence: only through here).
export { isPastDue, type InspectionStatus } from './model/pastDue';
export { useInspectionStatuses } from './components/useInspectionStatuses';
