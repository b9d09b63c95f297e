export { DashboardCard, CountLine, type DashboardCardProps } from './DashboardCard';
