import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import type { CreateUserRequest } from '@curso/common';
import { esAdmin } from '@curso/common';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.emailOptions;

/** What is emailed once a user is created, by the form or by an import. */
export type EmailChoices = Pick<CreateUserRequest, 'sendEmail' | 'emailType' | 'sendSponsorEmail'>;

/** The defaults: the welcome email is sent; the sponsor is told only when asked. */
export const DEFAULT_EMAIL_CHOICES: EmailChoices = {
  sendEmail: true,
  emailType: 'welcome',
  sendSponsorEmail: false,
};

const EMAIL_TYPES = ['welcome', 'verification'] as const;

/**
 * sendEmail, emailType and sendSponsorEmail. The sponsor's switch is offered only where a
 * sponsored plan is involved, since no other registration has a sponsor to tell.
 */
export function EmailOptions({
  value,
  onChange,
  sponsored,
  disabled = false,
}: {
  value: EmailChoices;
  onChange: (next: EmailChoices) => void;
  sponsored: boolean;
  disabled?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      <FormControlLabel
        control={
          <Switch
            checked={value.sendEmail}
            onChange={(event) => onChange({ ...value, sendEmail: event.target.checked })}
            disabled={disabled}
          />
        }
        label={t.sendEmail}
      />
      <TextField
        select
        label={t.emailType}
        value={value.emailType}
        onChange={(event) =>
          onChange({ ...value, emailType: event.target.value as EmailChoices['emailType'] })
        }
        disabled={disabled || !value.sendEmail}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        {EMAIL_TYPES.map((type) => (
          <option key={type} value={type}>
            {t.types[type]}
          </option>
        ))}
      </TextField>
      {sponsored && (
        <FormControlLabel
          control={
            <Switch
              checked={value.sendSponsorEmail}
              onChange={(event) => onChange({ ...value, sendSponsorEmail: event.target.checked })}
              disabled={disabled}
            />
          }
          label={t.sendSponsorEmail}
        />
      )}
    </Stack>
  );
}
