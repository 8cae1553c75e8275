import { dayjs } from '../../../utils/dayjs';
import { FormikProvider, useFormik } from 'formik';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import {
  createZoomWebinarSchema,
  es,
  formatText,
  PROGRAMME_KIND_VALUES,
  updateZoomWebinarSchema,
  type ProgrammeKindChoice,
  type ZoomSession,
  esAdmin,
} from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useToast } from '../../../components/toast/ToastContext';
import { useAdminCall } from '../shared/useAdminCall';

const t = esAdmin.sessions;
const createFailure = (error: unknown) => callableErrorText(error, t.createFailedDefault);
const TYPE_OPTIONS = (['webinar', 'meeting'] as const).map((value) => ({
  value,
  label: es.sessions.type[value],
}));
const KIND_OPTIONS = PROGRAMME_KIND_VALUES.map((value) => ({ value, label: t.kinds[value] }));

/** What the inputs hold: datetime-local strings and a number input's value, cast on submit. */
interface SessionForm {
  title: string;
  description: string;
  type: string;
  start: string;
  end: string;
  capacity: number | '';
  kind: string;
}

const EMPTY: SessionForm = {
  title: '',
  description: '',
  type: 'webinar',
  start: '',
  end: '',
  capacity: 100,
  kind: 'main' satisfies ProgrammeKindChoice,
};
const DATE_INPUT = { inputLabel: { shrink: true } } as const;
/** A session's type cannot change on Zoom: the edit form checks every field but it. */
const EDIT_SCHEMA = updateZoomWebinarSchema.omit(['sessionId']);

/** A datetime-local input's value: the attendees' local time, to the minute. */
const localDateTime = (date: Date | null) => (date ? dayjs(date).format('YYYY-MM-DDTHH:mm') : '');

function formOf(session: ZoomSession): SessionForm {
  return {
    title: session.session_title,
    description: session.session_description ?? '',
    type: session.session_type,
    start: localDateTime(session.start_time),
    end: localDateTime(session.end_time),
    capacity: session.max_participants ?? '',
    // Absent or null: the session does not count.
    kind: session.programme_kind ?? ('none' satisfies ProgrammeKindChoice),
  };
}

/**
 * "Nuevo webinar", or "Editar" with `session`: the session as api.createZoomWebinar or
 * api.updateZoomWebinar take it, checked with the same schema the function uses. The grid shows the
 * change through its listener, so nothing is refetched.
 */
export function SessionDialog({
  session,
  onClose,
}: {
  session?: ZoomSession;
  onClose: () => void;
}) {
  const toast = useToast();
  const saving = useAdminCall(
    session ? t.updateFailed : t.createFailed,
    session ? undefined : createFailure,
  );
  const formik = useFormik<SessionForm>({
    initialValues: session ? formOf(session) : EMPTY,
    validationSchema: session ? EDIT_SCHEMA : createZoomWebinarSchema,
    onSubmit: async (values) => {
      if (session) {
        const { type: _type, ...fields } = values;
        const request = updateZoomWebinarSchema.cast({ sessionId: session.id, ...fields });
        if (!(await saving.run(() => api.updateZoomWebinar(request)))) return;
        toast({ title: t.updated, description: request.title });
      } else {
        const request = createZoomWebinarSchema.cast(values);
        if (!(await saving.run(() => api.createZoomWebinar(request)))) return;
        toast({ title: t.created, description: request.title });
      }
      onClose();
    },
  });
  const busy = formik.isSubmitting;
  const labels = session
    ? { ...t.edit, title: formatText(t.edit.title, { title: session.session_title }) }
    : t.create;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <FormikProvider value={formik}>
        <form noValidate onSubmit={formik.handleSubmit}>
          <DialogTitle>{labels.title}</DialogTitle>
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
              {!session && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormSelect name="type" label={t.create.type} options={TYPE_OPTIONS} required />
                </Grid>
              )}
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
              <Grid size={{ xs: 12, sm: session ? 6 : 12 }}>
                <FormSelect name="kind" label={t.create.kind} options={KIND_OPTIONS} required />
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
              {busy ? labels.submitting : labels.submit}
            </Button>
          </DialogActions>
        </form>
      </FormikProvider>
    </Dialog>
  );
}
