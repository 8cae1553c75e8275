import { FormikProvider, useFormik } from 'formik';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import {
  createEmailTemplateSchema,
  es,
  formatText,
  templateSlug,
  type TemplateFields,
  esAdmin,
} from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';
import { FormField } from './FormField';

const t = esAdmin.emails.templates;
const EMPTY: TemplateFields = { name: '', subject: '', content: '' };

/**
 * "Nueva Plantilla": name, subject and HTML content. The identifier the name yields is shown
 * while typing, so a clash with an existing one ('template-exists') is no surprise.
 */
export function NewTemplateDialog({
  onCreated,
  onClose,
}: {
  onCreated: (templateId: string) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const formik = useFormik<TemplateFields>({
    initialValues: EMPTY,
    validationSchema: createEmailTemplateSchema,
    onSubmit: async (values) => {
      let templateId: string;
      try {
        ({ templateId } = await api.createEmailTemplate(values));
      } catch (error) {
        const description = callableErrorText(error, es.errors.internal);
        toast({ title: t.createFailed, description, variant: 'destructive' });
        return;
      }
      toast({ title: t.createdTitle, description: formatText(t.created, { name: values.name }) });
      onCreated(templateId);
    },
  });
  const slug = templateSlug(formik.values.name);
  return (
    <Dialog open onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="md">
      <FormikProvider value={formik}>
        <form noValidate onSubmit={formik.handleSubmit}>
          <DialogTitle>{t.new}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormField
                id="new-template-name"
                name="name"
                label={t.name}
                required
                helperText={slug ? formatText(t.slug, { slug }) : t.slugPending}
              />
              <FormField id="new-template-subject" name="subject" label={t.subject} required />
              <FormField
                id="new-template-content"
                name="content"
                label={t.content}
                required
                multiline
                rows={10}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={formik.isSubmitting}>
              {es.common.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t.creating : t.create}
            </Button>
          </DialogActions>
        </form>
      </FormikProvider>
    </Dialog>
  );
}
