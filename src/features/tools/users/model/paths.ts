/** Routes of the users tool (spec 01 §2), matching src/app/routeTable.ts. */
export const userPaths = {
  list: '/app/tools/users',
  listByRole: (role: string) => `/app/tools/users?role=${encodeURIComponent(role)}`,
  new: '/app/tools/new-user',
  detail: (id: string) => `/app/tools/users/${encodeURIComponent(id)}`,
  edit: (id: string) => `/app/tools/users/${encodeURIComponent(id)}/edit`,
  permissions: (id: string) => `/app/tools/users/${encodeURIComponent(id)}/permissions`,
} as const;
