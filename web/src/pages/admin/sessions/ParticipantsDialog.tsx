import { useCallback, useEffect, useState } from 'react';
import dayjs from 'dayjs';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { es, formatText, type LiveParticipant, type ZoomSession } from '@curso/common';
import { manageZoomSession } from '../../../data/callables';
import { useAdminCall } from '../shared/useAdminCall';

const t = es.admin.sessions.participantsDialog;
const joinedAt = (joinTime: string | null) =>
  joinTime ? dayjs(joinTime).format(`${es.formats.date} ${es.formats.time}`) : es.admin.na;

/**
 * Who is in the session now, as Zoom lists them (get_participants): read when the dialog opens
 * and again on "Actualizar", since Zoom offers no listener for it.
 */
export function ParticipantsDialog({
  session,
  onClose,
}: {
  session: ZoomSession;
  onClose: () => void;
}) {
  const { run, running } = useAdminCall(es.admin.sessions.operationFailed);
  const [participants, setParticipants] = useState<LiveParticipant[] | null>(null);
  const load = useCallback(async () => {
    const answer = await run(() =>
      manageZoomSession({ sessionId: session.id, action: 'get_participants' }),
    );
    if (answer) setParticipants(answer.participants ?? []);
  }, [run, session.id]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{formatText(t.title, { title: session.session_title })}</DialogTitle>
      <DialogContent>
        {running && <LinearProgress aria-label={t.loading} sx={{ mb: 2 }} />}
        {participants && participants.length === 0 && (
          <Typography color="text.secondary">{t.empty}</Typography>
        )}
        {participants && participants.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.name}</TableCell>
                <TableCell>{t.email}</TableCell>
                <TableCell>{t.joinTime}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {participants.map((p, index) => (
                <TableRow key={`${p.email ?? p.name}-${index}`}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell>{p.email ?? es.admin.na}</TableCell>
                  <TableCell>{joinedAt(p.joinTime)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void load()} disabled={running}>
          {t.refresh}
        </Button>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
