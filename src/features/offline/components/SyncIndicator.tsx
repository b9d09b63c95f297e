import { useEffect } from 'react';
import { Badge, Box, Tooltip, Typography } from '@mui/material';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { db } from '@/lib/firebase';
import { useOnline } from '@/lib/useOnline';
import { usePendingWrites } from '../hooks/usePendingWrites';
import { useQueuedPhotos, useUploadProgress } from '../hooks/useQueuedPhotos';
import { offlineMessages as m } from '../model/messages';
import { startPhotoQueue } from '../store/uploader';
import { syncSummary } from '../model/sync';

/**
 * The top bar's sync state: a cloud with a badge counting queued uploads (plus one while
 * Firestore writes wait for the server), and a short text for wider screens. Also starts the
 * photo queue, so queued photos upload on any page once the connection returns.
 */
export function SyncIndicator() {
  useEffect(() => startPhotoQueue(), []);
  const online = useOnline();
  const pendingWrites = usePendingWrites(db);
  const queued = useQueuedPhotos({}).length;
  const progress = useUploadProgress();
  const summary = syncSummary({ pendingWrites, queuedUploads: queued, online });
  const label = summary.lines.join('. ');

  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        data-testid="sync-indicator"
        data-count={summary.count}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 44, px: 1 }}
      >
        <Badge badgeContent={summary.count} color="warning" max={99}>
          {summary.count > 0 ? (
            <CloudSyncIcon color={online ? 'primary' : 'action'} />
          ) : (
            <CloudDoneIcon color="success" />
          )}
        </Badge>
        <Typography
          variant="body2"
          sx={{ display: { xs: 'none', sm: 'block' }, whiteSpace: 'nowrap' }}
        >
          {progress
            ? `Uploading ${progress.percent}%`
            : summary.count > 0
              ? summary.short
              : m.allSynced}
        </Typography>
      </Box>
    </Tooltip>
  );
}
