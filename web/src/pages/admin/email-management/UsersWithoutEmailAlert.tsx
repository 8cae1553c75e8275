import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import { planDisplayName, type UserWithoutEmail, esAdmin } from '@curso/common';
import { useEdition } from '../../../session/EditionContext';

const t = esAdmin.emails.mass;

/** After a send: who was left out for lacking an email address, to be fixed by hand. */
export function UsersWithoutEmailAlert({ users }: { users: UserWithoutEmail[] }) {
  const edition = useEdition();
  if (users.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t.withoutEmailTitle}</AlertTitle>
      {t.withoutEmail}
      <List dense disablePadding>
        {users.map((user) => (
          <ListItem key={user.id} disableGutters>
            <ListItemText
              primary={user.name}
              secondary={planDisplayName(edition, user.plan) || esAdmin.na}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
