import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { PLANS, type PlanKey } from '@curso/common';

export function PlanFeatures({ plan }: { plan: PlanKey }) {
  return (
    <List dense disablePadding>
      {PLANS[plan].features.map((feature) => (
        <ListItem key={feature} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckCircleOutline color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={feature} />
        </ListItem>
      ))}
    </List>
  );
}
