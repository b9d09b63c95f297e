/** Reference data the forms and lists pick from or display by id. */
export interface TerritoryOption {
  id: string;
  name: string;
}

export interface UserOption {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
}

export interface LookupData {
  territories: TerritoryOption[];
  users: UserOption[];
}

export const EMPTY_LOOKUPS: LookupData = { territories: [], users: [] };

/** The territory's name, or an honest placeholder for a missing or deleted one. */
export function territoryName(lookups: LookupData, id: string | undefined | null): string {
  if (!id) return '';
  return lookups.territories.find((t) => t.id === id)?.name ?? 'Unknown territory';
}

/** "First Last <email>" as a picker label, or the e-mail alone when there is no name. */
export function userLabel(user: UserOption): string {
  const name = [user.firstName, user.lastName].filter((p) => p?.trim()).join(' ');
  return name ? `${name} (${user.email})` : user.email;
}
