import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Box, Grid, Tab, Tabs } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { useSignedInUser } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/paths';
import { ProfileCard } from './components/ProfileCard';
import { NotificationPreferences, NotificationEmailsForm } from '@/features/mail';
import { ActionAssignmentCard } from '@/features/compliance';
import { ProfileForm } from './components/ProfileForm';
import { PasswordForm } from './components/PasswordForm';
import { TeamContactsForm } from './components/TeamContactsForm';
import { ACCOUNT_TAB_LABELS, accountTabsFor, resolveAccountTab, type AccountTab } from './tabs';

const TAB_ICONS: Record<AccountTab, React.ReactElement> = {
  general: <AccountCircleOutlinedIcon />,
  password: <LockOutlinedIcon />,
  notifications: <NotificationsOutlinedIcon />,
};

/** /app/account/:tab — General, Password and (top roles only) Notifications. */
export function AccountPage() {
  const { tab: param } = useParams<{ tab: string }>();
  const navigate = useNavigate();
  const { user, profile } = useSignedInUser();
  const tab = resolveAccountTab(param, profile.role);

  if (!tab) return <Navigate to={paths.account('general')} replace />;

  return (
    <Box>
      <PageHeader title="Account" />
      <Tabs
        value={tab}
        onChange={(_event, next: AccountTab) => navigate(paths.account(next))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Account settings"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {accountTabsFor(profile.role).map((value) => (
          <Tab
            key={value}
            value={value}
            label={ACCOUNT_TAB_LABELS[value]}
            icon={TAB_ICONS[value]}
            iconPosition="start"
            id={`account-tab-${value}`}
            aria-controls={`account-tabpanel-${value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`account-tabpanel-${tab}`}
        // aria-label, not aria-labelledby the tab: a panel named "Password" would clash with the field.
        aria-label={`${ACCOUNT_TAB_LABELS[tab]} settings`}
      >
        {tab === 'general' && (
          // Side by side from lg (1200 px, so any 1280 px desktop); stacked on a 768 px tablet.
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 4 }}>
              <ProfileCard profile={profile} />
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }}>
              <ProfileForm uid={user.uid} profile={profile} />
              <NotificationPreferences />
            </Grid>
          </Grid>
        )}
        {tab === 'password' && <PasswordForm uid={user.uid} />}
        {tab === 'notifications' && (
          <>
            <TeamContactsForm />
            <NotificationEmailsForm />
            <ActionAssignmentCard />
          </>
        )}
      </Box>
    </Box>
  );
}
