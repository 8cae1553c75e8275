import { useField } from 'formik';
import { FormControlLabel, Switch } from '@mui/material';
import { useReadOnly } from './ReadOnlyContext';

/** A yes/no setting bound to a boolean formik field. */
export function FormSwitch({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const readOnly = useReadOnly();
  return (
    <FormControlLabel
      control={<Switch {...field} checked={!!field.value} disabled={readOnly} />}
      label={label}
    />
  );
}
