import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { es, formatText, initials } from '@curso/common';
import { useSignOut } from '../../session/useSignOut';

const t = es.dashboard;

/** The dashboard header's avatar with the user's initials, and the account menu it opens. */
export function AccountMenu({ firstName, lastName }: { firstName?: string; lastName?: string }) {
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const letters = initials(firstName, lastName);
  return (
    <>
      <IconButton
        aria-label={letters ? formatText(t.accountMenuOf, { initials: letters }) : t.accountMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ bgcolor: 'common.white', color: 'primary.main', fontWeight: 700 }}>
          {letters || <PersonOutlined />}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to="/dashboard/profile" onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t.menuProfile}
        </MenuItem>
        {/* The specification gives "Configuración" no action; it only closes the menu. */}
        <MenuItem onClick={close}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t.menuSettings}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {es.common.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
