import * as Yup from 'yup';
import type { WithId } from '@/components/DataTable';
import { territoryName, type LookupData } from '../lookups';
import { requiredText } from '../schemas';

/** llcs/{id} (spec 01 §3): the legal entity orders are billed to, and its territories. */
export interface Llc {
  name: string;
  territoryIds: string[];
}

export type LlcValues = Llc;

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
