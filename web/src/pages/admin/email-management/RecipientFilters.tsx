import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Grid } from '@mui/material';
import {
  ACCESS_STATUSES,
  accessStatusLabel,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  type Edition,
  type NotificationFilters,
  esAdmin,
} from '@curso/common';
import { useEdition } from '../../../session/EditionContext';

const t = esAdmin.emails.mass;

/** The three lists a mass notification can narrow by: plans, access and payment statuses. */
export type ChosenFilters = Omit<NotificationFilters, 'selectedUserId'>;
type Group = keyof ChosenFilters;

const groupsOf = (
  edition: Edition,
): { key: Group; label: string; options: [string, string][] }[] => [
  { key: 'plans', label: t.plans, options: edition.plans.map((p) => [p.key, p.name]) },
  {
    key: 'accessStatuses',
    label: t.access,
    options: ACCESS_STATUSES.map((a) => [a, accessStatusLabel(a)]),
  },
  {
    key: 'paymentStatuses',
    label: t.payment,
    options: PAYMENT_STATUSES.map((p) => [p, paymentStatusLabel(p)]),
  },
];

/** Checkboxes for the edition's plans, the three access states and the four payment states. */
export function RecipientFilters({
  value,
  onChange,
  disabled,
}: {
  value: ChosenFilters;
  onChange: (value: ChosenFilters) => void;
  disabled?: boolean;
}) {
  const edition = useEdition();
  const toggle = (group: Group, option: string, on: boolean) => {
    const chosen = value[group] as string[];
    const next = on ? [...chosen, option] : chosen.filter((item) => item !== option);
    onChange({ ...value, [group]: next });
  };
  return (
    <Grid container spacing={2}>
      {groupsOf(edition).map((group) => (
        <Grid key={group.key} size={{ xs: 12, md: 4 }}>
          <FormControl component="fieldset" disabled={disabled}>
            <FormLabel component="legend">{group.label}</FormLabel>
            <FormGroup>
              {group.options.map(([option, label]) => (
                <FormControlLabel
                  key={option}
                  label={label}
                  control={
                    <Checkbox
                      checked={(value[group.key] as string[]).includes(option)}
                      onChange={(event) => toggle(group.key, option, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </Grid>
      ))}
    </Grid>
  );
}
