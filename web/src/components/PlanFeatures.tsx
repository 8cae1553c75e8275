import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import type { EditionPlan } from '@curso/common';

export function PlanFeatures({ plan }: { plan: EditionPlan }) {
  return (
    <List dense disablePadding>
      {plan.features.map((feature) => (
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
