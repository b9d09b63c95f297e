import { deliveryLocationsTable } from '../../tableQueries';
import { COLLECTIONS } from '@/data/collections';
import type { DataTableColumn, WithId } from '@/components/DataTable';
import { formatPhone } from '@/components/PhoneField';
import { paths } from '@/lib/paths';
import type { ResourceConfig } from '../kit/types';
import { territoryName, type LookupData } from '../lookups';
import {
  deliveryLocationSchema,
  deliveryLocationToDocument,
  deliveryLocationToValues,
  emptyDeliveryLocationValues,
  type DeliveryLocationValues,
} from './delivery-location-model';
import { deliveryLocationRecords, type DeliveryLocation } from '@/data/deliveryLocations';
import { ENABLED_OPTIONS } from './franchise-locations';

const yesNo = (enabled: boolean) => (enabled === false ? 'Disabled' : 'Enabled');

/** One line: "100 Harbor Rd, Bay 4, Portland, ME 04101". */
export function formatAddress(l: DeliveryLocation): string {
  const stateZip = [l.state, l.zip].filter(Boolean).join(' ');
  return [l.address1, l.address2, l.city, stateZip].filter((p) => p?.trim()).join(', ');
}

/** Columns shared by the list page and a territory's detail page. */
export function deliveryLocationColumns(
  lookups: LookupData,
): DataTableColumn<WithId<DeliveryLocation>>[] {
  return [
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
    {
      field: 'territoryId',
      header: 'Territory',
      filter: lookups.territories.length
        ? {
            type: 'checkbox',
            options: lookups.territories.map((t) => ({ value: t.id, label: t.name })),
          }
        : undefined,
      render: (l) => territoryName(lookups, l.territoryId) || 'No territory',
    },
    { field: 'recipientName', header: 'Recipient', sortable: true },
    {
      field: 'city',
      header: 'City',
      sortable: true,
      filter: { type: 'text' },
      // State rides along with the city so the table fits a portrait tablet.
      render: (l) => [l.city, l.state].filter(Boolean).join(', '),
    },
    {
      field: 'enabled',
      header: 'Status',
      filter: { type: 'checkbox', options: ENABLED_OPTIONS },
      render: (l) => yesNo(l.enabled),
    },
  ];
}

export const deliveryLocationsConfig: ResourceConfig<DeliveryLocation, DeliveryLocationValues> = {
  area: 'deliveryLocations',
  collection: COLLECTIONS.deliveryLocations,
  records: deliveryLocationRecords,
  singular: 'Delivery Location',
  plural: 'Delivery Locations',
  paths: paths.tools.deliveryLocations,
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
      name: 'recipientName',
      label: 'Recipient name',
      kind: 'text',
      half: true,
      autoComplete: 'name',
    },
    { name: 'mobile', label: 'Mobile', kind: 'phone', half: true },
    { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
    {
      name: 'address1',
      label: 'Address line 1',
      kind: 'text',
      half: true,
      autoComplete: 'address-line1',
    },
    {
      name: 'address2',
      label: 'Address line 2',
      kind: 'text',
      half: true,
      autoComplete: 'address-line2',
      helperText: 'Optional',
    },
    { name: 'city', label: 'City', kind: 'text', half: true, autoComplete: 'address-level2' },
    { name: 'state', label: 'State', kind: 'text', half: true, autoComplete: 'address-level1' },
    { name: 'zip', label: 'ZIP code', kind: 'text', half: true, autoComplete: 'postal-code' },
    { name: 'enabled', label: 'Enabled', kind: 'switch', half: true },
  ],
  schema: deliveryLocationSchema,
  emptyValues: emptyDeliveryLocationValues,
  toValues: deliveryLocationToValues,
  toDocument: deliveryLocationToDocument,
  columns: deliveryLocationColumns,
  listShapes: deliveryLocationsTable,
  detailRows: [
    { label: 'Name', value: (l) => l.name },
    {
      label: 'Territory',
      value: (l, lookups) => territoryName(lookups, l.territoryId) || 'No territory',
    },
    { label: 'Recipient', value: (l) => l.recipientName },
    { label: 'Address', value: (l) => formatAddress(l) },
    { label: 'Mobile', value: (l) => formatPhone(l.mobile) },
    { label: 'Email', value: (l) => l.email },
    { label: 'Status', value: (l) => yesNo(l.enabled) },
  ],
  titleOf: (l) => l.name || 'Delivery Location',
};
