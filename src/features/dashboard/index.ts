/** The home dashboard (/app, issue 14): the cards of what each role must act on today. */
export { HomeDashboardPage } from './pages/HomeDashboardPage';
export { dashboardCards, CARD_IDS, type CardId } from './model/cards';
