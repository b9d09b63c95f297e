import * as Yup from 'yup';
import type { WithId } from '@/components/DataTable';
import type { Llc } from '@/data/territories';
import { territoryName, type LookupData } from '../lookups';
import { requiredText } from '../schemas';

/** The form's values: the stored fields without the stamps. */
export type LlcValues = Omit<Llc, 'createdAt' | 'updatedAt'>;

export const llcSchema: Yup.ObjectSchema<LlcValues> = Yup.object({
  name: requiredText('Name'),
  territoryIds: Yup.array(Yup.string().defined()).defined(),
});

export const emptyLlcValues: LlcValues = { name: '', territoryIds: [] };

export function llcToValues(llc: WithId<Llc>): LlcValues {
  return { name: llc.name ?? '', territoryIds: [...(llc.territoryIds ?? [])] };
}

export function llcToDocument(values: LlcValues): Llc {
  return { name: values.name.trim(), territoryIds: [...new Set(values.territoryIds)] };
}

/** "North Coast, Gulf Shore" for lists and the detail page. */
export function llcTerritoryNames(llc: Llc, lookups: LookupData): string {
  return (llc.territoryIds ?? []).map((id) => territoryName(lookups, id)).join(', ');
}
