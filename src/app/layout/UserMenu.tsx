import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { displayName, initials, signOut, useSignedInUser } from '@/features/auth';
import { paths } from '@/lib/paths';

export function UserMenu() {
  const { profile } = useSignedInUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const logout = async () => {
    close();
    try {
      await signOut();
    } catch {
      enqueueSnackbar('Unable to logout', { variant: 'error' });
    }
  };
  return (
    <>
      <IconButton aria-label="Account menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <Avatar
          src={profile.avatar || undefined}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 16 }}
        >
          {initials(profile)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        <Box sx={{ px: 2, py: 1, minWidth: 200 }}>
          <Typography variant="subtitle1">{displayName(profile)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {profile.roleName}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate(paths.account());
          }}
        >
          Account
        </MenuItem>
        <MenuItem onClick={logout}>Logout</MenuItem>
      </Menu>
    </>
  );
}
