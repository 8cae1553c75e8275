import { useState } from 'react';
import { Alert, AlertTitle, Button, CircularProgress, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { es, esAdmin } from '@curso/common';
import { useEmailTemplates } from '../../../data/admin/emailTemplates';
import { NewTemplateDialog } from './NewTemplateDialog';
import { TemplateEditor } from './TemplateEditor';
import { TemplateSelect } from './TemplateSelect';

const t = esAdmin.emails.templates;

/** "Plantillas": pick a template, edit it, preview it; create or delete custom ones. */
export function TemplatesTab() {
  const templates = useEmailTemplates();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  if (templates.status === 'loading') {
    return (
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress size={24} />
        <Typography>{t.loading}</Typography>
      </Stack>
    );
  }
  if (templates.status === 'error') {
    return (
      <Alert severity="error">
        <AlertTitle>{t.loadFailed}</AlertTitle>
        {es.listenerErrors[templates.reason]}
      </Alert>
    );
  }
  // Until one is picked (or when the picked one is deleted), the first template is shown.
  const selected =
    templates.items.find((template) => template.id === selectedId) ?? templates.items[0];
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TemplateSelect
          templates={templates.items}
          value={selected?.id ?? ''}
          onChange={setSelectedId}
          label={t.select}
        />
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setCreating(true)}
          sx={{ flexShrink: 0 }}
        >
          {t.new}
        </Button>
      </Stack>
      {selected && (
        // A new key when the stored template changes: the form starts from what was saved.
        <TemplateEditor
          key={`${selected.id}:${selected.updated_at?.getTime() ?? 0}`}
          template={selected}
          onDeleted={() => setSelectedId(null)}
        />
      )}
      {creating && (
        <NewTemplateDialog
          onClose={() => setCreating(false)}
          onCreated={(templateId) => {
            setSelectedId(templateId);
            setCreating(false);
          }}
        />
      )}
    </Stack>
  );
}
