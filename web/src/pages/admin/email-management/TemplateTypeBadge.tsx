import { Chip } from '@mui/material';
import { es, isSystemTemplateId, type EmailTemplate } from '@curso/common';

const t = es.admin.emails.templates;

/** 'Sistema' or 'Personalizada' (§2.7). */
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
