import { useState } from 'react';
import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { es, type Profile } from '@curso/common';
import { useSaveProfile } from './useSaveProfile';

const t = es.profile;

/** The preferences tab: course emails on or off, saved as soon as the switch moves. */
export function PreferencesForm({ profile, readOnly }: { profile: Profile; readOnly: boolean }) {
  const save = useSaveProfile();
  const [checked, setChecked] = useState(profile.email_notifications !== false);
  const [saving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    setChecked(next);
    setSaving(true);
    const result = await save({ email_notifications: next });
    setSaving(false);
    if (!result.ok) setChecked(!next);
  };

  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={readOnly || saving}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={t.emailNotifications}
      />
      <FormHelperText>{t.emailNotificationsHelp}</FormHelperText>
    </Stack>
  );
}
