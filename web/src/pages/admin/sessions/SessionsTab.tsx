import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import {
  formatText,
  type ZoomSessionStatusResponse,
  type SessionStatus,
  type ZoomSession,
  esAdmin,
} from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useEditionZoomSessions } from '../../../data/zoomSessions';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';
import { useToast } from '../../../components/toast/ToastContext';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useEditionScope } from '../shared/EditionScopeContext';
import { useAdminCall } from '../shared/useAdminCall';
import { ParticipantsDialog } from './ParticipantsDialog';
import { SessionDialog } from './SessionDialog';
import { sessionColumns } from './sessionColumns';

const t = esAdmin.sessions;
const operationFailure = (error: unknown) => callableErrorText(error, t.operationFailedDefault);
type Open =
  { dialog: 'create' } | { dialog: 'edit' | 'stop' | 'participants'; session: ZoomSession } | null;

/**
 * The edition's webinars and meetings (those scheduled in its period), live, so a session created,
 * edited, started or stopped here changes in the grid without a refetch.
 */
export function SessionsTab() {
  const toast = useToast();
  const sessions = useEditionZoomSessions(useEditionScope().period);
  const [open, setOpen] = useState<Open>(null);
  const managing = useAdminCall(t.operationFailed, operationFailure);
  const close = () => setOpen(null);

  const manage = async (call: () => Promise<ZoomSessionStatusResponse>, done: string) => {
    const answer = await managing.run(call);
    if (answer) toast({ title: done, description: t.statuses[answer.status] });
    return answer;
  };

  const stop = async (session: ZoomSession) => {
    await manage(() => api.stopZoomSession({ sessionId: session.id }), t.stopped);
    close();
  };

  const columns = sessionColumns({
    busy: managing.running,
    edit: (session) => setOpen({ dialog: 'edit', session }),
    start: (session) =>
      void manage(() => api.startZoomSession({ sessionId: session.id }), t.started),
    stop: (session) => setOpen({ dialog: 'stop', session }),
    setStatus: (session, status: SessionStatus) =>
      void manage(
        () => api.setZoomSessionStatus({ sessionId: session.id, status }),
        t.statusUpdated,
      ),
    participants: (session) => setOpen({ dialog: 'participants', session }),
  });

  if (sessions.status === 'error') return <ListenerErrorAlert reason={sessions.reason} />;
  return (
    <Stack spacing={2}>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={() => setOpen({ dialog: 'create' })}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t.newWebinar}
      </Button>
      <SpanishDataGrid
        rows={sessions.status === 'ready' ? sessions.items : []}
        columns={columns}
        loading={sessions.status === 'loading'}
        localeText={{ noRowsLabel: t.empty }}
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          sorting: { sortModel: [{ field: 'start_time', sort: 'asc' }] },
        }}
      />
      {open?.dialog === 'create' && <SessionDialog onClose={close} />}
      {open?.dialog === 'edit' && <SessionDialog session={open.session} onClose={close} />}
      {open?.dialog === 'participants' && (
        <ParticipantsDialog session={open.session} onClose={close} />
      )}
      <ConfirmDialog
        open={open?.dialog === 'stop'}
        title={t.stopConfirmTitle}
        confirmLabel={t.stop}
        loading={managing.running}
        onConfirm={() => open?.dialog === 'stop' && void stop(open.session)}
        onClose={close}
      >
        {open?.dialog === 'stop'
          ? formatText(t.stopConfirm, { title: open.session.session_title })
          : undefined}
      </ConfirmDialog>
    </Stack>
  );
}
