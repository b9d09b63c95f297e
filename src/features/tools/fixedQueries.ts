import { COLLECTIONS } from '@/data/collections';
import { asc, contains, declareQuery, desc, eq, isIn, optional } from '@/data/query/declaredQuery';

/*
 * Every query the admin tools send outside their tables' paging, declared here and built from
 * these declarations by the api (constraintsOf), so src/app/queryShapes.test.ts checks the
 * indexes of exactly what runs.
 */

const deleteUserSource = 'features/tools/users/api/delete-user.ts';

export const territoriesAssignedTo = declareQuery({
  name: 'Deleting a user: assigned territories',
  collection: COLLECTIONS.territories,
  sources: [deleteUserSource],
  where: [eq('user_id')],
});

export const territoriesWithMember = declareQuery({
  name: 'Deleting a user: member territories',
  collection: COLLECTIONS.territories,
  sources: [deleteUserSource],
  where: [contains('userIds')],
});

/**
 * The users table's base (usersTable's bases): everyone, the roles picked, those without a role
 * (`noRole`: null), or a location viewer's roles at their location; each optionally enabled or
 * disabled only (the status filter). Also the count of users waiting for a role.
 */
export const usersList = declareQuery({
  name: 'Users list base',
  collection: COLLECTIONS.users,
  sources: ['features/tools/users/api/users-query.ts'],
  where: [
    optional(isIn('role'), eq('role', 'noRole'), [eq('franchiseeLocationId'), isIn('role')]),
    optional(eq('disabled')),
  ],
});

const signUpBellSource = 'features/tools/users/api/sign-up-bell.ts';

/** The sign-up bell's page: the caller's notifications, newest first. */
export const signUpNotificationsPage = declareQuery({
  name: 'Sign-up bell',
  collection: COLLECTIONS.signUpNotifications,
  sources: [signUpBellSource],
  where: [eq('recipientId')],
  orderBy: desc('createdAt'),
});

/** The sign-up bell's counts: all of the caller's, and those they have read. */
export const signUpNotificationsCount = declareQuery({
  name: 'Sign-up bell count',
  collection: COLLECTIONS.signUpNotifications,
  sources: [signUpBellSource],
  where: [eq('recipientId'), optional(contains('readRecipients'))],
});

export const renamedTerritoryLocations = declareQuery({
  name: 'Renaming a territory',
  collection: COLLECTIONS.franchiseLocations,
  sources: ['features/tools/locations/api/save-territory.ts'],
  where: [eq('territoryId')],
});

export const territoryOptions = declareQuery({
  name: 'Territory options',
  collection: COLLECTIONS.territories,
  sources: ['features/tools/locations/api/list-territory-options.ts'],
  orderBy: asc('name'),
});

const deleteTerritoriesSource = 'features/tools/locations/api/delete-territories.ts';

export const deletedTerritoryFranchiseLocations = declareQuery({
  name: 'Deleting a territory: franchise locations',
  collection: COLLECTIONS.franchiseLocations,
  sources: [deleteTerritoriesSource],
  where: [eq('territoryId')],
});

export const deletedTerritoryDeliveryLocations = declareQuery({
  name: 'Deleting a territory: delivery locations',
  collection: COLLECTIONS.deliveryLocations,
  sources: [deleteTerritoriesSource],
  where: [eq('territoryId')],
});

export const userOptions = declareQuery({
  name: 'User options',
  collection: COLLECTIONS.users,
  sources: ['features/tools/locations/api/list-user-options.ts'],
  orderBy: asc('email'),
});

/**
 * A territory's franchise or delivery locations: the bases of the territory detail page's two
 * tables (territoryFranchiseLocationsTable, territoryDeliveryLocationsTable).
 */
export const territoryLocations = {
  [COLLECTIONS.franchiseLocations]: declareQuery({
    name: 'Franchise locations of a territory: base',
    collection: COLLECTIONS.franchiseLocations,
    sources: ['features/tools/locations/api/resource-queries.ts'],
    where: [eq('territoryId')],
  }),
  [COLLECTIONS.deliveryLocations]: declareQuery({
    name: 'Delivery locations of a territory: base',
    collection: COLLECTIONS.deliveryLocations,
    sources: ['features/tools/locations/api/resource-queries.ts'],
    where: [eq('territoryId')],
  }),
};

export const itemsByOrder = declareQuery({
  name: 'Items by order',
  collection: COLLECTIONS.items,
  sources: ['features/tools/items/api/list-items-by-order.ts'],
  orderBy: asc('order'),
});

/** The item with the highest order. */
export const lastItemByOrder = declareQuery({
  name: 'Next item order',
  collection: COLLECTIONS.items,
  sources: ['features/tools/items/api/next-item-order.ts'],
  orderBy: desc('order'),
  limit: 1,
});

/** Every current announcement, demoted when a new one is created. */
export const currentAnnouncements = declareQuery({
  name: 'New announcement',
  collection: COLLECTIONS.announcements,
  sources: ['features/tools/announcements/api/create-announcement.ts'],
  where: [eq('isCurrent')],
});
