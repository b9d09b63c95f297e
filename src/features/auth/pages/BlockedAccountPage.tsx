import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import BlockIcon from '@mui/icons-material/Block';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { usePageTitle } from '@/lib/usePageTitle';
import { signOut } from '../api/sign-out';

const VARIANTS = {
  waiting: {
    title: 'Waiting for access',
    icon: <HourglassTopIcon />,
    text: 'Your account has been created. An administrator needs to assign you a role before you can use the portal. You will get in as soon as they do; this page updates by itself.',
  },
  disabled: {
    title: 'Account disabled',
    icon: <BlockIcon />,
    text: 'Your account has been disabled. Contact your administrator if you think this is a mistake.',
  },
  error: {
    title: 'Your profile could not be loaded',
    icon: <ErrorOutlineIcon />,
    text: 'Check your connection and reload the page.',
  },
} as const;

/** What a signed-in user sees when they may not use the portal (yet). */
export function BlockedAccountPage({
  variant,
  detail,
}: {
  variant: keyof typeof VARIANTS;
  detail?: string;
}) {
  const { title, icon, text } = VARIANTS[variant];
  usePageTitle(title);
  // Said on the card: the snackbar host belongs to the signed-in app, which this page is outside.
  const [logoutFailed, setLogoutFailed] = useState(false);
  const logout = () => signOut().catch(() => setLogoutFailed(true));
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 520 }}>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
          {detail && (
            <Typography color="error" variant="body2" sx={{ mt: 2 }}>
              {detail}
            </Typography>
          )}
          {logoutFailed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Unable to logout
            </Alert>
          )}
          <Button variant="outlined" size="large" sx={{ mt: 3 }} onClick={logout}>
            Logout
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
