import type { CrudAction, Permission } from '@/features/auth';
import type { ResourceArea } from './types';

/** 'territories' + 'create' → 'territories.create'. */
export function permissionFor(area: ResourceArea, action: CrudAction): Permission {
  return `${area}.${action}`;
}
