export { DashboardCard, CountLine } from './DashboardCard';
