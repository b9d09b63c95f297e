import { offlineMessages as m } from './messages';

interface SyncState {
  pendingWrites: boolean;
  queuedUploads: number;
  online: boolean;
}

interface SyncSummary {
  /** Badge number: queued uploads, plus one for the batch of unsynced Firestore writes. */
  count: number;
  /** Short text for the top bar. */
  short: string;
  /** Every line of the full description (tooltip and screen readers). */
  lines: string[];
}

/**
 * What the sync indicator says. Firestore does not expose how many writes wait, only whether
 * some do, so unsynced writes count as one item.
 */
export function syncSummary({ pendingWrites, queuedUploads, online }: SyncState): SyncSummary {
  const lines: string[] = [];
  if (pendingWrites) lines.push(m.pendingWrites);
  if (queuedUploads > 0) lines.push(m.queuedUploads(queuedUploads));
  const count = queuedUploads + (pendingWrites ? 1 : 0);
  if (count === 0) return { count, short: m.allSynced, lines: [m.allSynced] };
  if (!online) lines.push('Offline');
  return { count, short: `${count} to sync`, lines };
}
