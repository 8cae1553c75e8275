import { TextField } from '@mui/material';
import { CODE_LENGTH, es } from '@curso/common';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** The emailed code: digits only (anything else is dropped as typed or pasted), six at most. */
export function CodeInput({ value, onChange, disabled }: CodeInputProps) {
  return (
    <TextField
      label={es.verify.codeLabel}
      value={value}
      disabled={disabled}
      autoFocus
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: CODE_LENGTH,
          pattern: '[0-9]*',
          style: { textAlign: 'center', letterSpacing: '0.5em', fontSize: '1.5rem' },
        },
      }}
    />
  );
}
