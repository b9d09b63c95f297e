import type { Timezone } from '@/data/users';

/** The IANA zone each choice stands for: its clock with daylight saving, as the user lives it. */
export const TIMEZONE_IANA: Record<Timezone, string> = {
  PST: 'America/Los_Angeles',
  MST: 'America/Denver',
  CST: 'America/Chicago',
  EST: 'America/New_York',
};
