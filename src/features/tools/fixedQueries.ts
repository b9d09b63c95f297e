import { asc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** Every query the admin tools send outside their tables (src/app/queryShapes.test.ts). */
export const toolsFixedQueries: FixedQuery[] = [
  fixedQuery('User form options', 'territories', 'features/tools/users/api/list-options.ts', {
    orderBy: asc('name'),
  }),
  fixedQuery('Deleting a user', 'territories', 'features/tools/users/api/delete-user.ts', {
    equals: ['user_id'],
  }),
  fixedQuery('Deleting a user', 'territories', 'features/tools/users/api/delete-user.ts', {
    contains: 'userIds',
  }),
  fixedQuery('Users list base', 'users', 'features/tools/users/api/users-query.ts', {
    equals: ['franchiseeLocationId', 'role'],
  }),
  fixedQuery(
    'Renaming a territory',
    'franchise_locations',
    'features/tools/locations/api/save-territory.ts',
    { equals: ['territoryId'] },
  ),
  fixedQuery(
    'Territory options',
    'territories',
    'features/tools/locations/api/list-territory-options.ts',
    { orderBy: asc('name') },
  ),
  ...['franchise_locations', 'delivery_locations'].map((collection) =>
    fixedQuery(
      'Deleting a territory',
      collection,
      'features/tools/locations/api/delete-territories.ts',
      {
        equals: ['territoryId'],
      },
    ),
  ),
  fixedQuery('User options', 'users', 'features/tools/locations/api/list-user-options.ts', {
    orderBy: asc('email'),
  }),
  fixedQuery(
    'Territory locations base',
    'franchise_locations',
    'features/tools/locations/api/resource-queries.ts',
    { equals: ['territoryId'] },
  ),
  fixedQuery('Items by order', 'items', 'features/tools/items/api/list-items-by-order.ts', {
    orderBy: asc('order'),
  }),
  fixedQuery('Next item order', 'items', 'features/tools/items/api/next-item-order.ts', {
    orderBy: [{ field: 'order', direction: 'desc' }],
  }),
  fixedQuery(
    'New announcement',
    'announcements',
    'features/tools/announcements/api/create-announcement.ts',
    { equals: ['isCurrent'] },
  ),
];
