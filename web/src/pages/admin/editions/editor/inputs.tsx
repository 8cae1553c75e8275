import { FastField, type FieldProps } from 'formik';
import { Grid, TextField, type TextFieldProps } from '@mui/material';
import { es, type Option } from '@curso/common';
import { useReadOnly } from './ReadOnlyContext';

type InputProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'fullWidth'> & {
  name: string;
  /** Twelfths of the row the input takes from a tablet's width up. */
  width?: number;
};

/**
 * A text input in the editor's grid, the whole row on a phone. Bound through formik's FastField:
 * a keystroke re-renders its own input, not the editor's many others.
 */
export function EditorInput({ name, width = 6, ...props }: InputProps) {
  return (
    <Grid size={{ xs: 12, sm: width }}>
      <FastField name={name}>
        {({ field, meta }: FieldProps<string>) => (
          <BoundInput {...props} field={field} meta={meta} />
        )}
      </FastField>
    </Grid>
  );
}

/**
 * The input, its message underneath once the field was left or a save tried (as FormTextField).
 * It reads the read-only switch itself: a context reaches it past FastField's skipped renders.
 */
function BoundInput({
  field,
  meta,
  helperText,
  slotProps,
  ...props
}: Omit<InputProps, 'name' | 'width'> & Pick<FieldProps<string>, 'field' | 'meta'>) {
  const readOnly = useReadOnly();
  const error = meta.touched ? meta.error : undefined;
  return (
    <TextField
      fullWidth
      disabled={readOnly}
      {...props}
      {...field}
      id={field.name}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, formHelperText: error ? { role: 'alert' } : undefined }}
    />
  );
}

/** A number input (formik keeps `''` while it is empty). */
export function NumberInput(props: InputProps) {
  return <EditorInput type="number" {...props} />;
}

/** A date and time, typed in the edition's time zone (see zonedInput.ts). */
export function DateTimeInput(props: InputProps) {
  return (
    <EditorInput type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} {...props} />
  );
}

/** A native select: the phone's own picker on mobile, as the site's other forms. */
export function SelectInput({ options, ...props }: InputProps & { options: readonly Option[] }) {
  return (
    <EditorInput
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...props}
    >
      <option value="">{es.register.selectPlaceholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </EditorInput>
  );
}
