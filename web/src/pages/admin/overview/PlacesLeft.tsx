import { useId } from 'react';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  esAdmin,
  formatText,
  hasCapacity,
  placesLeft,
  type Edition,
  type EditionPlan,
} from '@curso/common';
import { useSeats } from '../../../data/admin/seats';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';

const t = esAdmin.overview;

function PlacesList({ edition, plans }: { edition: Edition; plans: EditionPlan[] }) {
  const titleId = useId();
  const seats = useSeats(edition.id);
  if (seats.status === 'error')
    return <ListenerErrorAlert reason={seats.reason} title={t.placesLeft} />;
  const taken = new Map(seats.status === 'ready' ? seats.items.map((s) => [s.id, s.taken]) : []);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {t.placesLeft}
        </Typography>
        <List dense>
          {plans.map((plan) => (
            <ListItem
              key={plan.key}
              secondaryAction={
                <strong>
                  {seats.status === 'ready'
                    ? formatText(t.placesLeftOf, {
                        left: placesLeft(plan, taken.get(plan.key) ?? 0) ?? '',
                        capacity: plan.capacity ?? '',
                      })
                    : '…'}
                </strong>
              }
            >
              <ListItemText primary={plan.name} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/**
 * The places left on each plan of the edition that has a capacity, live, as registrations, expired
 * checkouts and archives take and give them back; nothing when no plan has one.
 */
export function PlacesLeft({ edition }: { edition: Edition }) {
  const plans = edition.plans.filter(hasCapacity);
  return plans.length ? <PlacesList edition={edition} plans={plans} /> : null;
}
