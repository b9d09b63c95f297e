import { Avatar, Card, CardContent, Typography } from '@mui/material';
import { displayName, initials, ROLE_NAMES, type UserProfile } from '@/features/auth';

const NO_ROLE_LABEL = 'Waiting for access';

/** The role line of the card: the stored role name, or a notice while no role is assigned. */
function roleLabel(profile: Pick<UserProfile, 'role' | 'roleName'>): string {
  if (!profile.role) return NO_ROLE_LABEL;
  return profile.roleName || ROLE_NAMES[profile.role] || profile.role;
}

export function ProfileCard({ profile }: { profile: UserProfile }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
          py: 4,
        }}
      >
        <Avatar
          src={profile.avatar || undefined}
          alt={displayName(profile)}
          sx={{ width: 96, height: 96, fontSize: 36, mb: 1, bgcolor: 'primary.main' }}
        >
          {initials(profile)}
        </Avatar>
        <Typography variant="h6" component="h2">
          {displayName(profile)}
        </Typography>
        <Typography color={profile.role ? 'text.secondary' : 'warning.main'}>
          {roleLabel(profile)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {profile.email}
        </Typography>
      </CardContent>
    </Card>
  );
}
