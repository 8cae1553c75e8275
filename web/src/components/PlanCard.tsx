import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { es, type EditionPlan } from '@curso/common';
import { PlanFeatures } from './PlanFeatures';
import { PlanPrice } from './PlanPrice';
import { Pill } from './Pill';

interface PlanCardProps {
  plan: EditionPlan;
  selected: boolean;
  /** Registration on the plan is not open at the moment: the card stays, greyed, to be seen. */
  closed: boolean;
}

/**
 * One plan of `/`: name, price, description, features and "Seleccionar"; a plan whose places are
 * all taken (`full` in `/edition.json`) says "Plazas agotadas" instead and cannot be chosen.
 */
export function PlanCard({ plan, selected, closed }: PlanCardProps) {
  const titleId = useId();
  const unavailable = closed ? es.home.planClosed : plan.full ? es.home.planFull : null;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: selected ? 2 : 1,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? 4 : 0,
        opacity: unavailable ? 0.6 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minHeight: { sm: 24 } }}>
          {selected && <Pill color="primary">{es.home.selected}</Pill>}
          {plan.popular && <Pill color="secondary">{es.home.mostPopular}</Pill>}
        </Box>
        <Typography id={titleId} variant="h5" component="h2" fontWeight={700}>
          {plan.name}
        </Typography>
        <PlanPrice plan={plan} />
        <Typography color="text.secondary">{plan.description}</Typography>
        <PlanFeatures plan={plan} />
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {unavailable ? (
          <Button variant="outlined" fullWidth disabled>
            {unavailable}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={`/register?plan=${plan.key}`}
            variant={selected || plan.popular ? 'contained' : 'outlined'}
            fullWidth
          >
            {es.home.select}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
