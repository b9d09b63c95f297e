import {
  Box,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Toolbar,
  Typography,
} from '@mui/material';
import SetMealIcon from '@mui/icons-material/SetMeal';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { activeNavTarget, visibleNav } from './navigation';

/** The permission-filtered menu; `onNavigate` closes the drawer on tablets. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { state, can } = useSession();
  const { pathname } = useLocation();
  const role = state.status === 'signedIn' ? (state.profile?.role ?? null) : null;
  const sections = visibleNav(role, can);
  const active = activeNavTarget(sections, pathname);
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Toolbar sx={{ gap: 1, color: 'primary.main' }}>
        <SetMealIcon />
        <Typography variant="h6" component="span" noWrap>
          Harbor Ops
        </Typography>
      </Toolbar>
      <Box component="nav" aria-label="Main menu" sx={{ overflowY: 'auto', flex: 1, pb: 2 }}>
        {sections.map((section) => (
          <List
            key={section.title}
            dense
            subheader={
              <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
                {section.title}
              </ListSubheader>
            }
          >
            {section.items.map((item) => {
              // A plain Link: NavLink would mark every prefix entry current on its own.
              const selected = item.to.split('?')[0] === active;
              return (
                <ListItemButton
                  key={item.to}
                  component={Link}
                  to={item.to}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{ mx: 1, borderRadius: 1, minHeight: 44 }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              );
            })}
          </List>
        ))}
      </Box>
    </Box>
  );
}
