import { Chip, Stack, Typography } from '@mui/material';
import { esAdmin } from '@curso/common';

const t = esAdmin.emails.templates;

/** The template's `{{variables}}`, as the admin writes them. */
export function TemplateVariables({ names }: { names: string[] | null }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t.variables}
      </Typography>
      {names === null ? (
        <Typography color="warning.main">{t.syntaxError}</Typography>
      ) : names.length === 0 ? (
        <Typography color="text.secondary">{t.noVariables}</Typography>
      ) : (
        <Stack direction="row" flexWrap="wrap" gap={1} component="ul" sx={{ p: 0, m: 0 }}>
          {names.map((name) => (
            <Chip
              key={name}
              component="li"
              size="small"
              label={`{{${name}}}`}
              sx={{ fontFamily: 'monospace' }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
