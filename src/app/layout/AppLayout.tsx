import { useEffect, useState } from 'react';
import { AppBar, Box, Drawer, IconButton, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from 'react-router-dom';
import { usePrefetchQuery } from '@tanstack/react-query';
import { SettingsButton } from '@/app/settings';
import { registerAppServiceWorker, useVersionCheck } from '@/app/version';
import { TOP_ROLES, useSignedInUser } from '@/features/auth';
import { scopeTerritoriesQuery, useScopeUser } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { DRAWER_WIDTH, TOP_BAR_HEIGHT, TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT } from '@/app/theme';
import { loadCompliancePhotoTarget } from '@/features/compliance';
import { AnnouncementBar } from '@/features/notifications';
import { OfflineBanner, SyncIndicator } from '@/features/offline';
import { loadApprovalFileTarget } from '@/features/approvals';
import { loadWhenOnline } from '@/lib/loadWhenOnline';
import { HeaderBells } from './HeaderBells';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';
import { useShellReady } from './useShellReady';

/**
 * The scope's territories are what the orders and compliance lists (and their bells) need before
 * their first query; fetching them with the layout runs that read alongside the page's chunk.
 */
function usePrefetchScopeTerritories() {
  usePrefetchQuery(scopeTerritoriesQuery(db, useScopeUser()));
}

/** The layout's background work: mounted once the page has shown its first content. */
function ShellWork() {
  // The service worker (offline start, update prompt) registers here, not at start-up: its
  // precache download would compete with the public pages' and the first screen's own loading.
  useEffect(() => registerAppServiceWorker(), []);
  // The version check reads Firestore, which only the signed-in app loads.
  useVersionCheck();
  return null;
}

/**
 * Sidebar, top bar and the page. Below 1200 px (tablets) the sidebar is a drawer. The bells,
 * announcements, sync indicator and background work start after the page's first content
 * (useShellReady): none of them is what the user opened the page for.
 */
export function AppLayout() {
  usePrefetchScopeTerritories();
  // The photo queue's upload targets load at once, not with the shell work: a tablet may go
  // offline before the first content, when neither the chunks nor the service worker are there.
  useEffect(() => loadWhenOnline(loadCompliancePhotoTarget), []);
  useEffect(() => loadWhenOnline(loadApprovalFileTarget), []);
  const shellReady = useShellReady();
  const { role } = useSignedInUser().profile;
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('lg'));
  const [open, setOpen] = useState(false);
  const [announcementKnown, setAnnouncementKnown] = useState(false);
  const close = () => setOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant={permanent ? 'permanent' : 'temporary'}
        open={permanent || open}
        onClose={close}
        // On a tablet the closed drawer's menu renders with the shell work, after the page's first
        // content: a menu no one sees yet would hold up the first rows on a slow CPU.
        ModalProps={{ keepMounted: shellReady }}
        sx={{
          width: permanent ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Sidebar onNavigate={permanent ? undefined : close} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          // Busy until the announcement bar's live answer is in: it may still appear or go.
          aria-busy={!announcementKnown}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT, gap: 1 }}>
            {!permanent && (
              <IconButton edge="start" aria-label="Open menu" onClick={() => setOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            <Box sx={{ flex: 1 }} />
            {shellReady && (
              <>
                <ShellWork />
                <SyncIndicator />
                <HeaderBells />
              </>
            )}
            <SettingsButton
              developerOptions={role !== null && TOP_ROLES.includes(role)}
              labelled={!permanent}
            />
            <UserMenu />
          </Toolbar>
          {/* Drawn at once as it was last time on this device; it listens with the shell work:
              started at once, its listener's request went ahead of the page's own on the listen
              channel (one request at a time), a round trip on a tablet. */}
          <AnnouncementBar
            height={TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT - TOP_BAR_HEIGHT}
            listen={shellReady}
            onSettled={() => setAnnouncementKnown(true)}
          />
          <OfflineBanner />
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, maxWidth: 1600, width: '100%' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
