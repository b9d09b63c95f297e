import { ORDER_MESSAGES } from '../../model/form';

/** The message for a failed save: refused by the rules, or anything else (offline, ...). */
export function saveErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return code === 'permission-denied' ? ORDER_MESSAGES.denied : ORDER_MESSAGES.saveFailed;
}
