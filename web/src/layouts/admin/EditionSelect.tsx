import { MenuItem, TextField } from '@mui/material';
import { esAdmin, formatText } from '@curso/common';
import { useEditionChoice } from '../../pages/admin/shared/EditionScopeContext';

const t = esAdmin.editionFilter;

/** The white-on-blue field of the top bar, readable as the bar's own buttons. */
const ON_BAR = {
  minWidth: 240,
  '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused, & .MuiSelect-icon':
    { color: 'inherit' },
  '& .MuiOutlinedInput-notchedOutline, & .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline, & .MuiInputBase-root.Mui-focused .MuiOutlinedInput-notchedOutline':
    { borderColor: 'currentColor' },
} as const;

/** "Edición": which edition every back office page shows, each named with its state. */
export function EditionSelect() {
  const { scope, options, select } = useEditionChoice();
  if (!scope) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={t.label}
      value={scope.edition.id}
      onChange={(event) => select(event.target.value)}
      sx={ON_BAR}
    >
      {options.map((edition) => (
        <MenuItem key={edition.id} value={edition.id}>
          {formatText(t.option, {
            title: edition.short_title,
            state: esAdmin.editions.states[edition.state],
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
