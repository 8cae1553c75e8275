import { MenuItem, Stack, TextField } from '@mui/material';
import type { EmailTemplate } from '@curso/common';
import { TemplateTypeBadge } from './TemplateTypeBadge';

/** A select of templates, each with its type badge; '' is "none chosen". */
export function TemplateSelect({
  templates,
  value,
  onChange,
  label,
  disabled,
}: {
  templates: readonly EmailTemplate[];
  value: string;
  onChange: (templateId: string) => void;
  label: string;
  disabled?: boolean;
}) {
  const option = (template: EmailTemplate) => (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <span>{template.name}</span>
      <TemplateTypeBadge template={template} />
    </Stack>
  );
  return (
    <TextField
      select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: {
          renderValue: (id) => {
            const template = templates.find((candidate) => candidate.id === id);
            return template ? option(template) : '';
          },
        },
      }}
    >
      {templates.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {option(template)}
        </MenuItem>
      ))}
    </TextField>
  );
}
