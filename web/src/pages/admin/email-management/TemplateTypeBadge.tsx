import { Chip } from '@mui/material';
import { isSystemTemplateId, type EmailTemplate, esAdmin } from '@curso/common';

const t = esAdmin.emails.templates;

/** A template's badge: 'Sistema' or 'Personalizada'. */
export function TemplateTypeBadge({ template }: { template: Pick<EmailTemplate, 'id'> }) {
  const system = isSystemTemplateId(template.id);
  return (
    <Chip
      size="small"
      label={system ? t.system : t.custom}
      color={system ? 'primary' : 'secondary'}
      variant="outlined"
    />
  );
}
