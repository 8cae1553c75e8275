import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@mui/material';
import { useFieldError } from './useFieldError';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A MUI text field bound to a formik field, its message shown underneath; an error is announced
 * (an alert) as it appears, not only shown.
 */
export function FormTextField({ name, helperText, slotProps, ...props }: FormTextFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <TextField
      {...props}
      {...field}
      id={name}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, formHelperText: error ? { role: 'alert' } : undefined }}
    />
  );
}
