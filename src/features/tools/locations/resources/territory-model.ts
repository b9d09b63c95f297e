import * as Yup from 'yup';
import type { WithId } from '@/components/DataTable';
import type { Territory } from '@/data/territories';
import type { LookupData } from '../lookups';
import { optionalText, requiredText } from '../schemas';

export interface TerritoryValues {
  name: string;
  /** The assigned user's id, or '' for none. */
  userId: string;
}

export const territorySchema: Yup.ObjectSchema<TerritoryValues> = Yup.object({
  name: requiredText('Name'),
  userId: optionalText(),
});

export const emptyTerritoryValues: TerritoryValues = { name: '', userId: '' };

export function territoryToValues(territory: WithId<Territory>): TerritoryValues {
  return { name: territory.name ?? '', userId: territory.user_id ?? '' };
}

/**
 * The stored fields: the assigned user's details are copied in, and `userIds` keeps any other
 * users of the territory while swapping the previously assigned user for the new one.
 */
export function territoryToDocument(
  values: TerritoryValues,
  { lookups, existing }: { lookups: LookupData; existing?: WithId<Territory> },
): Territory {
  const user = values.userId ? lookups.users.find((u) => u.id === values.userId) : undefined;
  const previous = existing?.user_id ?? '';
  const others = (existing?.userIds ?? []).filter((id) => id !== previous && id !== user?.id);
  return {
    name: values.name.trim(),
    userIds: user ? [...others, user.id] : others,
    user_id: user?.id ?? '',
    user_email: user?.email ?? '',
    user_first: user?.firstName ?? '',
    user_last: user?.lastName ?? '',
    user_mobile: user?.mobile ?? '',
  };
}

/** "First Last", the e-mail when there is no name, or '' when nobody is assigned. */
export function assignedUserName(territory: Territory): string {
  const name = [territory.user_first, territory.user_last].filter((p) => p?.trim()).join(' ');
  return name || territory.user_email || '';
}
