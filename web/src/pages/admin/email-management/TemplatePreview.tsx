import { Alert, Box, Typography } from '@mui/material';
import { formatText, esAdmin } from '@curso/common';

const t = esAdmin.emails.templates;

/** What "Vista Previa" produced: an email for the sample person, or a template that does not parse. */
export type Preview = { subject: string; html: string } | 'invalid' | null;

/**
 * The rendered email inside an iframe with an empty `sandbox`: no scripts, no forms, no
 * same-origin access, so an admin's HTML can never act on the back office it is previewed in.
 */
export function TemplatePreview({ preview }: { preview: Preview }) {
  if (preview === null) return <Typography color="text.secondary">{t.previewHint}</Typography>;
  if (preview === 'invalid') return <Alert severity="warning">{t.syntaxError}</Alert>;
  return (
    <Box>
      <Typography fontWeight={700} sx={{ mb: 1 }}>
        {formatText(t.previewSubject, { subject: preview.subject })}
      </Typography>
      <Box
        component="iframe"
        title={t.previewFrame}
        sandbox=""
        srcDoc={preview.html}
        sx={{
          width: '100%',
          minHeight: 420,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
    </Box>
  );
}
