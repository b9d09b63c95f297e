import { HomeDashboardPage } from '@/features/dashboard';

/** /app: the home dashboard (features/dashboard); this module is the chunk sign-in preloads. */
export const DashboardPage = HomeDashboardPage;
