import { NavLink } from 'react-router-dom';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { esAdmin } from '@curso/common';
import { ADMIN_RESOURCES, adminPath } from '../../pages/admin/resources';

/** The back office's sidebar: every section in order, the current one marked. */
export function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  return (
    <List component="nav" aria-label={esAdmin.nav.label} sx={{ py: 2 }}>
      {ADMIN_RESOURCES.map((resource) => {
        const Icon = resource.icon;
        return (
          <ListItemButton
            key={resource.path}
            component={NavLink}
            to={adminPath(resource)}
            // The overview's path is a prefix of every other one.
            end={resource.path === ''}
            onClick={onNavigate}
            sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={resource.label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
