import { Alert } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useOnline } from '@/lib/useOnline';
import { offlineMessages } from '../model/messages';

/** Shown under the top bar while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon />}
      role="status"
      data-testid="offline-banner"
      sx={{ borderRadius: 0 }}
    >
      {offlineMessages.banner}
    </Alert>
  );
}
