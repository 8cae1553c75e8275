import { useState } from 'react';
import { dayjs } from '../../../utils/dayjs';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  es,
  formatCount,
  formatText,
  type ZoomParticipant,
  type ZoomSession,
  esAdmin,
} from '@curso/common';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { useToast } from '../../../components/toast/ToastContext';
import { useSessionParticipants } from '../../../data/admin/sessionParticipants';
import { api } from '../../../data/callables';
import { useAdminCall } from '../shared/useAdminCall';

const t = esAdmin.sessions.participantsDialog;
const joinedAt = (joinTime: Date | null) =>
  joinTime ? dayjs(joinTime).format(`${es.formats.date} ${es.formats.time}`) : esAdmin.na;

/** Connected now: Zoom reported a join on some device and no leave on it yet. */
const connected = (participants: ZoomParticipant[]) =>
  participants
    .filter((p) => (p.devices?.length ?? 0) > 0)
    .sort((a, b) => (b.join_time?.getTime() ?? 0) - (a.join_time?.getTime() ?? 0));

/**
 * Who is in the session now, live from what Zoom's webhooks record, with the videowall switch;
 * "Sincronizar con Zoom" fills in anything a lost webhook missed from Zoom's own listing.
 */
export function ParticipantsDialog({
  session,
  onClose,
}: {
  session: ZoomSession;
  onClose: () => void;
}) {
  const participants = useSessionParticipants(session.id);
  const toast = useToast();
  const { run, running } = useAdminCall(esAdmin.sessions.participantsFailed);
  const [pending, setPending] = useState<string | null>(null);

  const sync = async () => {
    const answer = await run(() => api.syncZoomParticipants({ sessionId: session.id }));
    if (answer) toast({ title: esAdmin.sessions.participantsSynced });
  };
  const feature = async (participant: ZoomParticipant, featured: boolean) => {
    setPending(participant.id);
    await run(() =>
      api.featureZoomParticipant({
        sessionId: session.id,
        participantId: participant.id,
        featured,
      }),
    );
    setPending(null);
  };

  const now = participants.status === 'ready' ? connected(participants.items) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{formatText(t.title, { title: session.session_title })}</DialogTitle>
      <DialogContent>
        {(participants.status === 'loading' || running) && (
          <LinearProgress aria-label={t.loading} sx={{ mb: 2 }} />
        )}
        {participants.status === 'error' && <ListenerErrorAlert reason={participants.reason} />}
        {now && (
          <Typography variant="body2" sx={{ mb: 1 }} role="status">
            {formatCount(t.connected, now.length)}
          </Typography>
        )}
        {now && now.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
        {now && now.length > 0 && (
          <Table size="small" aria-label={formatText(t.title, { title: session.session_title })}>
            <TableHead>
              <TableRow>
                <TableCell>{t.name}</TableCell>
                <TableCell>{t.email}</TableCell>
                <TableCell>{t.type}</TableCell>
                <TableCell>{t.joinTime}</TableCell>
                <TableCell>{t.feature}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {now.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.participant_name || esAdmin.na}</TableCell>
                  <TableCell>{p.participant_email || esAdmin.na}</TableCell>
                  <TableCell>{es.sessions.participantType[p.participant_type]}</TableCell>
                  <TableCell>{joinedAt(p.join_time)}</TableCell>
                  <TableCell>
                    <Switch
                      checked={p.videowall_featured}
                      disabled={pending === p.id}
                      onChange={(_, on) => void feature(p, on)}
                      slotProps={{
                        input: {
                          'aria-label': `${t.feature}: ${p.participant_name || p.participant_email}`,
                        },
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void sync()} disabled={running || !session.zoom_id}>
          {t.sync}
        </Button>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
