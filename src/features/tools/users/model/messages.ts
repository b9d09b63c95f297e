/** Snackbar wording of the users tool (the task's catalogue); failures read through `errorText`. */
export const USER_CREATED = 'User created';
export const USER_UPDATED = 'User updated';
export const PERMISSIONS_UPDATED = 'Permissions updated';
export const USER_DISABLED = 'User disabled';
export const USER_ENABLED = 'User enabled';
export const USER_DELETED = 'User deleted';
