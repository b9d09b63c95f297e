import { franchiseLocationsTable } from '../../tableQueries';
import { COLLECTIONS } from '@/data/collections';
import type { DataTableColumn, WithId } from '@/components/DataTable';
import { DEFAULT_INSPECTION_FREQUENCY_DAYS } from '@/features/compliance';
import { paths } from '@/lib/paths';
import type { ResourceConfig } from '../kit/types';
import { territoryName, type LookupData } from '../lookups';
import {
  emptyFranchiseLocationValues,
  franchiseLocationSchema,
  franchiseLocationToDocument,
  franchiseLocationToValues,
  LOCATION_TYPE_LABELS,
  type FranchiseLocationValues,
} from './franchise-location-model';
import {
  franchiseLocationRecords,
  LOCATION_TYPES,
  type FranchiseLocation,
} from '@/data/franchiseLocations';

export const ENABLED_OPTIONS = [
  { value: true, label: 'Enabled' },
  { value: false, label: 'Disabled' },
];

const yesNo = (enabled: boolean) => (enabled === false ? 'Disabled' : 'Enabled');

/** Columns shared by the list page and a territory's detail page. */
export function franchiseLocationColumns(
  lookups: LookupData,
): DataTableColumn<WithId<FranchiseLocation>>[] {
  return [
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
    {
      field: 'territoryName',
      header: 'Territory',
      sortable: true,
      // A deleted territory leaves '' (delete-territories.ts); those rows sort first.
      render: (location) => location.territoryName || 'Unknown territory',
      filter: lookups.territories.length
        ? {
            type: 'checkbox',
            options: lookups.territories.map((t) => ({ value: t.name, label: t.name })),
          }
        : undefined,
    },
    {
      field: 'type',
      header: 'Type',
      sortable: true,
      filter: {
        type: 'checkbox',
        options: LOCATION_TYPES.map((t) => ({ value: t, label: LOCATION_TYPE_LABELS[t] })),
      },
      render: (location) => LOCATION_TYPE_LABELS[location.type] ?? location.type,
    },
    {
      field: 'enabled',
      header: 'Status',
      filter: { type: 'checkbox', options: ENABLED_OPTIONS },
      render: (location) => yesNo(location.enabled),
    },
  ];
}

export const franchiseLocationsConfig: ResourceConfig<FranchiseLocation, FranchiseLocationValues> =
  {
    area: 'franchiseLocations',
    collection: COLLECTIONS.franchiseLocations,
    records: franchiseLocationRecords,
    singular: 'Franchise Location',
    plural: 'Franchise Locations',
    paths: paths.tools.franchiseLocations,
    lookups: ['territories'],
    fields: [
      { name: 'name', label: 'Name', kind: 'text', half: true },
      {
        name: 'territoryId',
        label: 'Territory',
        kind: 'select',
        half: true,
        options: (lookups) => lookups.territories.map((t) => ({ value: t.id, label: t.name })),
      },
      {
        name: 'type',
        label: 'Type',
        kind: 'select',
        half: true,
        options: () => LOCATION_TYPES.map((t) => ({ value: t, label: LOCATION_TYPE_LABELS[t] })),
      },
      { name: 'enabled', label: 'Enabled', kind: 'switch', half: true },
      {
        name: 'inspectionFrequencyDays',
        label: 'Inspection frequency (days)',
        kind: 'text',
        half: true,
        helperText: 'A compliance inspection is due this many days after the last one',
      },
    ],
    schema: franchiseLocationSchema,
    emptyValues: emptyFranchiseLocationValues,
    toValues: franchiseLocationToValues,
    toDocument: franchiseLocationToDocument,
    columns: franchiseLocationColumns,
    // Spec 01 §3: sorted by territoryName. A `territoryName > ''` base filter (to drop locations of
    // a deleted territory) would need an index per filter and sort; they sort first instead.
    listShapes: franchiseLocationsTable,
    detailRows: [
      { label: 'Name', value: (l) => l.name },
      {
        label: 'Territory',
        value: (l, lookups) => l.territoryName || territoryName(lookups, l.territoryId),
      },
      { label: 'Type', value: (l) => LOCATION_TYPE_LABELS[l.type] ?? l.type },
      { label: 'Status', value: (l) => yesNo(l.enabled) },
      {
        label: 'Inspection frequency',
        value: (l) =>
          `Every ${l.inspectionFrequencyDays ?? DEFAULT_INSPECTION_FREQUENCY_DAYS} days`,
      },
    ],
    titleOf: (l) => l.name || 'Franchise Location',
  };
