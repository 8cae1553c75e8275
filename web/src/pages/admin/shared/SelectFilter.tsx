import { memo, type ReactElement } from 'react';
import { MenuItem, TextField } from '@mui/material';

interface SelectFilterProps<V extends string> {
  label: string;
  value: V | 'all';
  onChange: (value: V | 'all') => void;
  options: readonly (readonly [V, string])[];
  /** Left out when the filter has no "all" (the record filter's three states are its options). */
  allLabel?: string;
  minWidth?: number;
}

/**
 * A filter's select: "all" first, then the options, each with its Spanish label. Drawn again only
 * when its props change: the filters beside it change on every keystroke of a search.
 */
export const SelectFilter = memo(function SelectFilter<V extends string>({
  label,
  value,
  onChange,
  options,
  allLabel,
  minWidth = 160,
}: SelectFilterProps<V>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | 'all')}
      sx={{ minWidth }}
    >
      {allLabel !== undefined && <MenuItem value="all">{allLabel}</MenuItem>}
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}) as <V extends string>(props: SelectFilterProps<V>) => ReactElement;
