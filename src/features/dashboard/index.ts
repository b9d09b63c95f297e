/** The home dashboard (/app, issue 14): the cards of what each role must act on today. */
export { HomeDashboardPage } from './pages/HomeDashboardPage';
