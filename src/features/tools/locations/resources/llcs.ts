import { llcsTable } from '../../tableQueries';
import { COLLECTIONS } from '@/data/collections';
import { paths } from '@/lib/paths';
import type { ResourceConfig } from '../kit/types';
import {
  emptyLlcValues,
  llcSchema,
  llcTerritoryNames,
  llcToDocument,
  llcToValues,
  type LlcValues,
} from './llc-model';
import { llcRecords, type Llc } from '@/data/territories';

export const llcsConfig: ResourceConfig<Llc, LlcValues> = {
  area: 'llcs',
  collection: COLLECTIONS.llcs,
  records: llcRecords,
  singular: 'LLC',
  plural: 'LLCs',
  paths: paths.tools.llcs,
  lookups: ['territories'],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    {
      name: 'territoryIds',
      label: 'Territories',
      kind: 'multiselect',
      options: (lookups) => lookups.territories.map((t) => ({ value: t.id, label: t.name })),
    },
  ],
  schema: llcSchema,
  emptyValues: emptyLlcValues,
  toValues: llcToValues,
  toDocument: llcToDocument,
  columns: (lookups) => [
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
    {
      field: 'territoryIds',
      header: 'Territories',
      render: (llc) => llcTerritoryNames(llc, lookups),
    },
  ],
  listShapes: llcsTable,
  detailRows: [
    { label: 'Name', value: (llc) => llc.name },
    { label: 'Territories', value: (llc, lookups) => llcTerritoryNames(llc, lookups) },
  ],
  titleOf: (llc) => llc.name || 'LLC',
};
