import type { ReactNode } from 'react';
import { useField } from 'formik';
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useFieldError } from './useFieldError';

/** A consent or confirmation checkbox bound to a boolean formik field. */
export function FormCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <FormControl error={!!error}>
      <FormControlLabel control={<Checkbox {...field} checked={!!field.value} />} label={label} />
      {error && (
        <FormHelperText role="alert" sx={{ mt: -0.5 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
