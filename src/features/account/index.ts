export { AccountPage } from './AccountPage';
export { ACCOUNT_TABS, type AccountTab } from './tabs';
