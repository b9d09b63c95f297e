import { basesOf, type TableQueryDeclaration } from '@/components/DataTable';
import { COLLECTIONS } from '@/data/collections';
import { territoryLocations, usersList } from './fixedQueries';

/*
 * What the admin tools' server tables may ask Firestore for (see queryShapes.ts in
 * components/DataTable); src/app/queryRegistry.ts registers them for the index test. One filter
 * at a time unless `combinations` says otherwise; sortable columns are the ones users sort by.
 */

/** Users: the role picked in the URL (or a location viewer's roles) is part of the base. */
export const usersTable: TableQueryDeclaration = {
  table: 'Users',
  collection: COLLECTIONS.users,
  bases: basesOf(usersList),
  sortable: ['firstName', 'email'],
  initialSort: { field: 'firstName', direction: 'asc' },
  // The status filter is the base's (usersList: `disabled`, `role`), kept in the URL.
  filters: { email: { type: 'text' } },
};

export const itemsTable: TableQueryDeclaration = {
  table: 'Items',
  collection: COLLECTIONS.items,
  bases: [{ equals: [] }],
  sortable: ['order', 'itemDesc', 'sku', 'priceCents'],
  initialSort: { field: 'order', direction: 'asc' },
  filters: { status: { type: 'checkbox' } },
};

export const announcementsTable: TableQueryDeclaration = {
  table: 'Announcements',
  collection: COLLECTIONS.announcements,
  bases: [{ equals: [] }],
  sortable: ['createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { isCurrent: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['isCurrent', 'createdAt']],
};

export const territoriesTable: TableQueryDeclaration = {
  table: 'Territories',
  collection: COLLECTIONS.territories,
  bases: [{ equals: [] }],
  sortable: ['name', 'user_last', 'user_email'],
  initialSort: { field: 'name', direction: 'asc' },
  filters: { name: { type: 'text' }, user_email: { type: 'text' } },
};

/** Sorted by territory name (spec 01 §3); a deleted territory's locations sort first (''). */
export const franchiseLocationsTable: TableQueryDeclaration = {
  table: 'Franchise Locations',
  collection: COLLECTIONS.franchiseLocations,
  bases: [{ equals: [] }],
  sortable: ['name', 'territoryName'],
  initialSort: { field: 'territoryName', direction: 'asc' },
  filters: {
    name: { type: 'text' },
    territoryName: { type: 'checkbox' },
    type: { type: 'checkbox' },
    enabled: { type: 'checkbox' },
  },
};

export const deliveryLocationsTable: TableQueryDeclaration = {
  table: 'Delivery Locations',
  collection: COLLECTIONS.deliveryLocations,
  bases: [{ equals: [] }],
  sortable: ['name', 'city'],
  initialSort: { field: 'name', direction: 'asc' },
  filters: {
    name: { type: 'text' },
    territoryId: { type: 'checkbox' },
    city: { type: 'text' },
    enabled: { type: 'checkbox' },
  },
};

export const llcsTable: TableQueryDeclaration = {
  table: 'LLCs',
  collection: COLLECTIONS.llcs,
  bases: [{ equals: [] }],
  sortable: ['name'],
  initialSort: { field: 'name', direction: 'asc' },
  filters: { name: { type: 'text' } },
};

/*
 * A territory's detail page lists its locations by name, searchable by name: a territory has a
 * few, so other sorts and filters (an index each) stay on the full lists.
 */
export const territoryFranchiseLocationsTable: TableQueryDeclaration = {
  table: 'Franchise locations of a territory',
  collection: COLLECTIONS.franchiseLocations,
  bases: basesOf(territoryLocations[COLLECTIONS.franchiseLocations]),
  initialSort: { field: 'name', direction: 'asc' },
  filters: { name: { type: 'text' } },
};

export const territoryDeliveryLocationsTable: TableQueryDeclaration = {
  table: 'Delivery locations of a territory',
  collection: COLLECTIONS.deliveryLocations,
  bases: basesOf(territoryLocations[COLLECTIONS.deliveryLocations]),
  initialSort: { field: 'name', direction: 'asc' },
  filters: { name: { type: 'text' } },
};
