import { TOP_ROLES, type Role } from '@/features/auth';

export const ACCOUNT_TABS = ['general', 'password', 'notifications'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  general: 'General',
  password: 'Password',
  notifications: 'Notifications',
};

/** The tabs a user may open: notifications only for the two top roles (spec 01 §2, §6). */
export function accountTabsFor(role: Role | null | undefined): AccountTab[] {
  const top = !!role && TOP_ROLES.includes(role);
  return ACCOUNT_TABS.filter((tab) => tab !== 'notifications' || top);
}

/** The tab to show for a route param, or null when the param must redirect to general. */
export function resolveAccountTab(
  param: string | undefined,
  role: Role | null | undefined,
): AccountTab | null {
  const allowed = accountTabsFor(role);
  return allowed.find((tab) => tab === param) ?? null;
}
