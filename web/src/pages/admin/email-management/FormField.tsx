import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@mui/material';
import { useFieldError } from '../../../components/form/useFieldError';

type FormFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'id'> & {
  name: string;
  /** Unique in the page: the editor and the "Nueva Plantilla" dialog share field names. */
  id: string;
};

/** A MUI text field bound to a formik field, with an id of its own. */
export function FormField({ name, id, helperText, ...props }: FormFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <TextField {...props} {...field} id={id} error={!!error} helperText={error ?? helperText} />
  );
}
