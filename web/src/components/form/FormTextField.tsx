import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@mui/material';
import { useFieldError } from './useFieldError';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/** A MUI text field bound to a formik field, its message shown underneath. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <TextField {...props} {...field} id={name} error={!!error} helperText={error ?? helperText} />
  );
}
