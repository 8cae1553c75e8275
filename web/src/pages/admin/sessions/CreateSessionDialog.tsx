import { FormikProvider, useFormik } from 'formik';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { createZoomWebinarSchema, es } from '@curso/common';
import { createZoomWebinar } from '../../../data/callables';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useToast } from '../../../components/toast/ToastContext';
import { useAdminCall } from '../shared/useAdminCall';

const t = es.admin.sessions;
const TYPE_OPTIONS = (['webinar', 'meeting'] as const).map((value) => ({
  value,
  label: es.sessions.type[value],
}));

/** What the inputs hold: datetime-local strings and a number input's value, cast on submit. */
interface SessionForm {
  title: string;
  description: string;
  type: string;
  start: string;
  end: string;
  capacity: number | '';
}

const EMPTY: SessionForm = {
  title: '',
  description: '',
  type: 'webinar',
  start: '',
  end: '',
  capacity: 100,
};
const DATE_INPUT = { inputLabel: { shrink: true } } as const;

/**
 * "Nuevo webinar": the session as createZoomWebinar takes it, checked with the same schema the
 * function uses. The grid shows the new session through its listener, so nothing is refetched.
 */
export function CreateSessionDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const creating = useAdminCall(t.createFailed);
  const formik = useFormik<SessionForm>({
    initialValues: EMPTY,
    validationSchema: createZoomWebinarSchema,
    onSubmit: async (values) => {
      const request = createZoomWebinarSchema.cast(values);
      const created = await creating.run(() => createZoomWebinar(request));
      if (!created) return;
      toast({ title: t.created, description: request.title });
      onClose();
    },
  });
  const busy = formik.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <FormikProvider value={formik}>
        <form noValidate onSubmit={formik.handleSubmit}>
          <DialogTitle>{t.create.title}</DialogTitle>
          <DialogContent>
            <Grid container spacing={2} sx={{ pt: 1 }}>
              <Grid size={12}>
                <FormTextField name="title" label={t.create.name} required fullWidth />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  name="description"
                  label={t.create.description}
                  multiline
                  minRows={3}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect name="type" label={t.create.type} options={TYPE_OPTIONS} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name="capacity"
                  label={t.create.capacity}
                  type="number"
                  required
                  fullWidth
                  slotProps={{ htmlInput: { min: 1, max: 10000, step: 1 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name="start"
                  label={t.create.start}
                  type="datetime-local"
                  required
                  fullWidth
                  slotProps={DATE_INPUT}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name="end"
                  label={t.create.end}
                  type="datetime-local"
                  required
                  fullWidth
                  slotProps={DATE_INPUT}
                />
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {es.common.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t.create.submitting : t.create.submit}
            </Button>
          </DialogActions>
        </form>
      </FormikProvider>
    </Dialog>
  );
}
