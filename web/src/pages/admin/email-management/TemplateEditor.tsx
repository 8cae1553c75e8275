import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import {
  es,
  formatText,
  isSystemTemplateId,
  shippedTemplate,
  templateFieldsSchema,
  type EmailTemplate,
  type TemplateFields,
  esAdmin,
} from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';
import { useEdition } from '../../../session/EditionContext';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useAdminCall } from '../shared/useAdminCall';
import { FormField } from './FormField';
import { samplePreview, variablesOf } from './sampleValues';
import { TemplatePreview, type Preview } from './TemplatePreview';
import { TemplateTypeBadge } from './TemplateTypeBadge';
import { TemplateVariables } from './TemplateVariables';

const t = esAdmin.emails.templates;

/**
 * One template's editor: name, subject and content, its variables, and its actions.
 * "Resetear" brings a system template back to the text shipped with the product (the server drops
 * the stored edit) and takes a custom one, which has no shipped text, back to what was last saved.
 * "Eliminar" exists for custom templates only: system templates cannot be deleted.
 */
export function TemplateEditor({
  template,
  onDeleted,
}: {
  template: EmailTemplate;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const edition = useEdition();
  const system = isSystemTemplateId(template.id);
  const [preview, setPreview] = useState<Preview>(null);
  const [confirm, setConfirm] = useState<'reset' | 'delete' | null>(null);
  const resetting = useAdminCall(t.resetFailed);
  const deleting = useAdminCall(t.deleteFailed);
  const formik = useFormik<TemplateFields>({
    initialValues: { name: template.name, subject: template.subject, content: template.content },
    validationSchema: templateFieldsSchema,
    onSubmit: async (values) => {
      try {
        await api.updateEmailTemplate({ templateId: template.id, ...values });
      } catch (error) {
        const description = callableErrorText(error, es.errors.internal);
        toast({ title: t.updateFailed, description, variant: 'destructive' });
        return;
      }
      toast({ title: t.updatedTitle, description: formatText(t.updated, { name: values.name }) });
    },
  });
  const { subject, content } = formik.values;
  const name = template.name;

  const reset = async () => {
    const { id } = template;
    if (!isSystemTemplateId(id)) {
      formik.resetForm();
      setPreview(null);
      setConfirm(null);
      return;
    }
    const done = await resetting.run(() => api.resetEmailTemplate({ templateId: id }));
    setConfirm(null);
    if (!done) return;
    // Also when nothing was stored: what was typed since goes too.
    const shipped = shippedTemplate(id);
    formik.resetForm({
      values: { name: shipped.name, subject: shipped.subject, content: shipped.content },
    });
    setPreview(null);
    toast({ title: t.resetDoneTitle, description: formatText(t.resetDone, { name }) });
  };
  const remove = async () => {
    const done = await deleting.run(() => api.deleteEmailTemplate({ templateId: template.id }));
    setConfirm(null);
    if (!done) return;
    toast({ title: t.deletedTitle, description: formatText(t.deleted, { name }) });
    onDeleted();
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <FormikProvider value={formik}>
              <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Typography variant="h6" component="h2">
                    {template.name}
                  </Typography>
                  <TemplateTypeBadge template={template} />
                </Stack>
                <FormField id="template-name" name="name" label={t.name} required />
                <FormField id="template-subject" name="subject" label={t.subject} required />
                <FormField
                  id="template-content"
                  name="content"
                  label={t.content}
                  required
                  multiline
                  rows={15}
                  slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
                />
                <TemplateVariables names={variablesOf(subject, content)} />
                <Stack direction="row" flexWrap="wrap" gap={1}>
                  <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                    {formik.isSubmitting ? t.saving : t.save}
                  </Button>
                  <Button
                    onClick={() => setConfirm('reset')}
                    disabled={formik.isSubmitting || (!system && !formik.dirty)}
                  >
                    {t.reset}
                  </Button>
                  <Button
                    variant="outlined"
                    onClick={() =>
                      setPreview(samplePreview(subject, content, edition) ?? 'invalid')
                    }
                  >
                    {t.preview}
                  </Button>
                  {!system && (
                    <Button
                      color="error"
                      onClick={() => setConfirm('delete')}
                      disabled={formik.isSubmitting}
                    >
                      {t.delete}
                    </Button>
                  )}
                </Stack>
              </Stack>
            </FormikProvider>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Card variant="outlined" component="section" aria-label={t.previewTitle}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {t.previewTitle}
              </Typography>
              <TemplatePreview preview={preview} />
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <ConfirmDialog
        open={confirm === 'reset'}
        title={t.resetTitle}
        confirmLabel={t.reset}
        loading={resetting.running}
        onConfirm={() => void reset()}
        onClose={() => setConfirm(null)}
      >
        {formatText(system ? t.resetConfirm : t.resetCustomConfirm, { name })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t.deleteTitle}
        confirmLabel={t.delete}
        loading={deleting.running}
        onConfirm={() => void remove()}
        onClose={() => setConfirm(null)}
      >
        {formatText(t.deleteConfirm, { name })}
      </ConfirmDialog>
    </Grid>
  );
}
