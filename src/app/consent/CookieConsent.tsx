import { useState } from 'react';
import Cookies from 'js-cookie';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from './cookies';

/** Fixed bottom banner shown until the `consent` cookie is set by "I Agree" (spec 01 §2, §4). */
export function CookieConsent() {
  const [open, setOpen] = useState(() => Cookies.get(CONSENT_COOKIE) === undefined);

  if (!open) return null;

  const handleAgree = () => {
    Cookies.set(CONSENT_COOKIE, 'true', { expires: CONSENT_COOKIE_DAYS, sameSite: 'Lax' });
    setOpen(false);
  };

  return (
    <Paper
      component="section"
      role="region"
      aria-label="Cookie consent"
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        // Above the app bar and drawer, below dialogs and toasts.
        zIndex: (theme) => theme.zIndex.drawer + 1,
        px: { xs: 2, sm: 3 },
        py: 2,
        // Keep clear of the home indicator on tablets and phones.
        pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2">
          This website uses cookies to ensure you get the best experience on our website.
        </Typography>
        <Button variant="contained" onClick={handleAgree} sx={{ flexShrink: 0 }}>
          I Agree
        </Button>
      </Stack>
    </Paper>
  );
}
