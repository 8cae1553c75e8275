import type { Option } from '@curso/common';
import { es } from '@curso/common';
import { FormTextField } from './FormTextField';

interface FormSelectProps {
  name: string;
  label: string;
  options: readonly Option[];
  required?: boolean;
}

/** A native select (the phone's own picker on mobile) bound to a formik field. */
export function FormSelect({ name, label, options, required }: FormSelectProps) {
  return (
    <FormTextField
      name={name}
      label={label}
      required={required}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{es.register.selectPlaceholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
