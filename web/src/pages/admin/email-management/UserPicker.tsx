import { useMemo } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import {
  accessStatusLabel,
  foldForSearch,
  formatText,
  fullName,
  isArchived,
  planDisplayName,
  type Edition,
  type Profile,
  esAdmin,
} from '@curso/common';
import { useRegistrations } from '../../../data/admin/registrations';
import { useEditionScope } from '../shared/EditionScopeContext';

const t = esAdmin.emails.mass;
/** The picker lists at most 15 matches. */
const MAX_MATCHES = 15;

const nameOf = (profile: Profile) => fullName(profile.first_name, profile.last_name);
const orNa = (text: string | null | undefined) => text || esAdmin.na;
/** Plan and access status, 'N/A' for what the profile lacks. */
const detailOf = (profile: Profile, edition: Edition) =>
  formatText(t.userDetail, {
    plan: orNa(planDisplayName(edition, profile.plan_name)),
    status: profile.access_status ? accessStatusLabel(profile.access_status) : esAdmin.na,
  });

/**
 * "Usuario individual": a search over the edition's registrations (name or email, case and
 * accents ignored). Archived ones are left out: a notification is never sent to them.
 */
export function UserPicker({
  value,
  onChange,
  disabled,
}: {
  value: Profile | null;
  onChange: (profile: Profile | null) => void;
  disabled?: boolean;
}) {
  const { edition } = useEditionScope();
  const registrations = useRegistrations(edition);
  const options = useMemo(
    () =>
      registrations.status === 'ready'
        ? registrations.items.filter((profile) => !isArchived(profile))
        : [],
    [registrations],
  );
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, profile) => onChange(profile)}
      disabled={disabled}
      loading={registrations.status === 'loading'}
      loadingText={t.searching}
      noOptionsText={t.noUsers}
      clearText={t.clearUser}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(profiles, { inputValue }) => {
        const search = foldForSearch(inputValue);
        return profiles
          .filter(
            (profile) =>
              foldForSearch(nameOf(profile)).includes(search) ||
              foldForSearch(profile.email ?? '').includes(search),
          )
          .slice(0, MAX_MATCHES);
      }}
      renderOption={({ key, ...props }, profile) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{nameOf(profile)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {profile.email}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {detailOf(profile, edition)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t.userPicker}
          placeholder={t.userSearch}
          helperText={value ? `${orNa(value.email)} · ${detailOf(value, edition)}` : undefined}
        />
      )}
    />
  );
}
