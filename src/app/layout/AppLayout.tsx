import { Suspense, useState } from 'react';
import { AppBar, Box, Drawer, IconButton, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from 'react-router-dom';
import { SettingsButton } from '@/app/settings';
import {
  DRAWER_WIDTH,
  POPOVER_WIDTH,
  TOP_BAR_HEIGHT,
  TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT,
} from '@/app/theme';
import { ComplianceNotificationList } from '@/features/compliance';
import { AnnouncementBar, AnnouncementBell } from '@/features/notifications';
import { OrderNotificationBells } from '@/features/orders';
import { ApprovalsBell } from '@/features/approvals';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

/** Sidebar, top bar and the page. Below 1200 px (tablets) the sidebar is a drawer. */
export function AppLayout() {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('lg'));
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant={permanent ? 'permanent' : 'temporary'}
        open={permanent || open}
        onClose={close}
        ModalProps={{ keepMounted: true }}
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
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT, gap: 1 }}>
            {!permanent && (
              <IconButton edge="start" aria-label="Open menu" onClick={() => setOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            <Box sx={{ flex: 1 }} />
            <AnnouncementBell popoverWidth={POPOVER_WIDTH} />
            <Suspense fallback={null}>
              <OrderNotificationBells popoverWidth={POPOVER_WIDTH} />
              <ComplianceNotificationList popoverWidth={POPOVER_WIDTH} />
              <ApprovalsBell popoverWidth={POPOVER_WIDTH} />
            </Suspense>
            <SettingsButton />
            <UserMenu />
          </Toolbar>
          <AnnouncementBar height={TOP_BAR_WITH_ANNOUNCEMENT_HEIGHT - TOP_BAR_HEIGHT} />
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, maxWidth: 1600, width: '100%' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
