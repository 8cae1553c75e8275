import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Divider, Stack } from '@mui/material';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { buildCourseIcs, es, homeFor, publicPlanOf } from '@curso/common';
import { useSignedInUser } from '../../data/session';
import { useEdition } from '../../session/EditionContext';
import { downloadTextFile } from '../../utils/downloadTextFile';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageCard } from '../../components/PageCard';
import { useToast } from '../../components/toast/ToastContext';
import { EventSummary } from './EventSummary';
import { NextSteps } from './NextSteps';
import { PaymentConfirmation } from './PaymentConfirmation';

const t = es.success;

/** `/success?session_id=&plan=`: where the card provider sends the attendee after paying. */
export function SuccessPage() {
  const edition = useEdition();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const plan = publicPlanOf(edition, params.get('plan'))?.key ?? null;
  const session = useSignedInUser();
  const toast = useToast();
  const isAdmin = session.status === 'signedIn' && session.isAdmin;

  const downloadCalendar = () => {
    downloadTextFile(
      edition.calendar_file_name,
      buildCourseIcs(edition, plan),
      'text/calendar;charset=utf-8',
    );
    toast({ title: t.calendarDownloaded });
  };

  return (
    <PageCard title={t.title} maxWidth={720}>
      {session.status === 'loading' && <LoadingScreen label={t.confirming} />}
      {session.status === 'signedOut' && <Alert severity="error">{t.noUser}</Alert>}
      {session.status === 'signedIn' &&
        (sessionId ? (
          <PaymentConfirmation uid={session.uid} isAdmin={isAdmin} />
        ) : (
          // Arrived without the provider's checkout reference: nothing to confirm here.
          <Alert severity="warning">{t.otherProblem}</Alert>
        ))}
      <NextSteps />
      <Divider />
      <EventSummary plan={plan} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<CalendarMonthOutlined />} onClick={downloadCalendar}>
          {t.downloadCalendar}
        </Button>
        <Button variant="contained" component={RouterLink} to={homeFor(isAdmin)}>
          {isAdmin ? t.toAdmin : t.toDashboard}
        </Button>
        <Button color="inherit" component={RouterLink} to="/">
          {t.backHome}
        </Button>
      </Stack>
    </PageCard>
  );
}
