import { Alert, FormControlLabel, Switch } from '@mui/material';
import { formatText, esAdmin } from '@curso/common';

const t = esAdmin.emails.test;

/**
 * Shown when the provider refused the sender's domain and the server suggested its default
 * sender: the switch applies to the next test sends, until it is turned off.
 */
export function FallbackSenderNotice({
  domain,
  checked,
  onChange,
}: {
  domain: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Alert severity="warning">
      {formatText(t.fallbackNotice, { domain })}
      <FormControlLabel
        sx={{ display: 'flex', mt: 1 }}
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={t.fallbackSwitch}
      />
    </Alert>
  );
}
