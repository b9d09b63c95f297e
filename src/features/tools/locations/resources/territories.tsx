import { territoriesTable } from '../../tableQueries';
import { COLLECTIONS } from '@/data/collections';
import { formatPhone } from '@/components/PhoneField';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { deleteTerritories } from '../api/delete-territories';
import { saveTerritory } from '../api/save-territory';
import type { ResourceConfig } from '../kit/types';
import { userLabel } from '../lookups';
import { TerritoryLocations } from './TerritoryLocations';
import {
  assignedUserName,
  emptyTerritoryValues,
  territorySchema,
  territoryToDocument,
  territoryToValues,
  type TerritoryValues,
} from './territory-model';
import { territoryRecords, type Territory } from '@/data/territories';

export const territoriesConfig: ResourceConfig<Territory, TerritoryValues> = {
  area: 'territories',
  collection: COLLECTIONS.territories,
  records: territoryRecords,
  singular: 'Territory',
  plural: 'Territories',
  paths: paths.tools.territories,
  lookups: ['users'],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', half: true },
    {
      name: 'userId',
      label: 'Assigned user',
      kind: 'select',
      half: true,
      options: (lookups) => [
        { value: '', label: 'Nobody' },
        ...lookups.users.map((user) => ({ value: user.id, label: userLabel(user) })),
      ],
    },
  ],
  schema: territorySchema,
  emptyValues: emptyTerritoryValues,
  toValues: territoryToValues,
  toDocument: territoryToDocument,
  columns: () => [
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
    {
      field: 'user_last',
      header: 'Assigned user',
      sortable: true,
      render: (territory) => assignedUserName(territory),
    },
    { field: 'user_email', header: 'Email', sortable: true, filter: { type: 'text' } },
    {
      field: 'user_mobile',
      header: 'Mobile',
      render: (territory) => formatPhone(territory.user_mobile),
    },
  ],
  listShapes: territoriesTable,
  detailRows: [
    { label: 'Name', value: (t) => t.name },
    { label: 'Assigned user', value: (t) => assignedUserName(t) },
    { label: 'Email', value: (t) => t.user_email },
    { label: 'Mobile', value: (t) => formatPhone(t.user_mobile) },
  ],
  DetailExtra: TerritoryLocations,
  // The assigned user's own territoryIds and the locations' territoryName move in the same batch.
  save: ({ data, existing }) =>
    saveTerritory(db, { data: data as Parameters<typeof saveTerritory>[1]['data'], existing }),
  deleteMany: (ids) => deleteTerritories({ ids }),
  deleteConsequence: 'Its franchise and delivery locations will no longer have a territory.',
  titleOf: (t) => t.name || 'Territory',
};
