import { useState, type FormEvent } from 'react';
import { FormikProvider, useFormik } from 'formik';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  es,
  formatCount,
  formatText,
  hasNotificationFilter,
  sendMassNotificationSchema,
  type MassNotificationResponse,
  type NotificationFilters,
  type Profile,
  esAdmin,
} from '@curso/common';
import { useEmailTemplates } from '../../../data/admin/emailTemplates';
import { jobFinished, newJobId } from '../../../data/admin/jobs';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';
import { useEditionScope } from '../shared/EditionScopeContext';
import { JobProgress } from '../shared/JobProgress';
import { LatestJobNotice } from '../shared/LatestJobNotice';
import { NotificationContentCard, type NotificationDraft } from './NotificationContentCard';
import { RecipientFilters, type ChosenFilters } from './RecipientFilters';
import { UserPicker } from './UserPicker';
import { UsersWithoutEmailAlert } from './UsersWithoutEmailAlert';
import { useRecipientEstimate } from './useRecipientEstimate';

const t = esAdmin.emails.mass;
type Mode = 'filters' | 'individual';

const NO_FILTERS: ChosenFilters = { plans: [], accessStatuses: [], paymentStatuses: [] };
const EMPTY_DRAFT: NotificationDraft = { subject: '', title: '', content: '' };
const draftSchema = sendMassNotificationSchema.pick(['subject', 'title', 'content']);

/** The summary of an answered send: counts, and those left out for lacking an email. */
function summaryOf(answer: MassNotificationResponse): string {
  const parts = [
    formatText(t.completed, {
      sent: formatCount(t.sentCount, answer.emailsSent),
      failed: formatCount(t.failedCount, answer.emailsFailed),
    }),
  ];
  if (answer.usersWithoutEmail.length) {
    parts.push(formatCount(t.omitted, answer.usersWithoutEmail.length));
  }
  return parts.join('. ');
}

/**
 * "Envío Masivo": whom (filters or one user, with the estimated count), what (from a
 * template or written here), then the send. The send is a job: its progress shows until it ends,
 * and if the call fails the same job id is sent again, so the server resumes the job instead of
 * writing twice to those it already reached. A new id is taken once the job has ended: its task
 * already retried those it missed, and the same id again would only answer the same outcome.
 */
export function MassNotificationTab() {
  const toast = useToast();
  const templates = useEmailTemplates();
  const [mode, setMode] = useState<Mode>('filters');
  const [filters, setFilters] = useState<ChosenFilters>(NO_FILTERS);
  const [user, setUser] = useState<Profile | null>(null);
  const [useTemplate, setUseTemplate] = useState(true);
  const [templateId, setTemplateId] = useState('');
  const [jobId, setJobId] = useState(newJobId);
  const [result, setResult] = useState<MassNotificationResponse | null>(null);
  // The server counts its filters over the current edition's registrations: an earlier edition's
  // people are reached one by one, picked from its list.
  const { readOnly } = useEditionScope();
  const individual = readOnly || mode === 'individual';

  const announce = (answer: MassNotificationResponse, oneUser: boolean) =>
    toast(
      answer.success
        ? { title: oneUser ? t.sentTitle : t.completedTitle, description: summaryOf(answer) }
        : {
            title: oneUser ? t.individualFailed : t.failed,
            description: answer.message || (oneUser ? t.individualUnexpected : t.unknownError),
            variant: 'destructive',
          },
    );

  // A callable's `undefined` would arrive as null, which the schema refuses: keys are left out.
  const request: NotificationFilters = individual
    ? { ...NO_FILTERS, ...(user ? { selectedUserId: user.id } : {}) }
    : filters;
  const estimate = useRecipientEstimate(request);

  const formik = useFormik<NotificationDraft>({
    initialValues: EMPTY_DRAFT,
    validationSchema: draftSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (draft, { resetForm }) => {
      setResult(null);
      let answer: MassNotificationResponse;
      try {
        const started = await api.sendMassNotification({
          ...draft,
          ...(useTemplate && templateId ? { templateId } : {}),
          filters: request,
          jobId,
        });
        answer = await jobFinished(started.jobId, 'mass_notification');
      } catch (error) {
        toast(
          individual
            ? {
                title: t.individualFailed,
                description: callableErrorText(error, t.individualUnexpected),
                variant: 'destructive',
              }
            : {
                title: t.connectFailed,
                description: callableErrorText(error, t.unexpected),
                variant: 'destructive',
              },
        );
        return;
      }
      setResult(answer);
      setJobId(newJobId());
      announce(answer, individual);
      // A send that missed some keeps the form, to be sent again as a new job if so decided.
      if (!answer.success) return;
      // After a send the form starts again; the result stays, for the users without email.
      resetForm();
      setFilters(NO_FILTERS);
      setUser(null);
      setTemplateId('');
    },
  });
  const sending = formik.isSubmitting;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    const complete =
      Object.keys(errors).length === 0 &&
      hasNotificationFilter(request) &&
      !estimate.computing &&
      estimate.count > 0;
    if (!complete) {
      toast({
        title: es.common.error,
        description: individual ? t.incompleteUser : t.incompleteFilters,
        variant: 'destructive',
      });
      return;
    }
    await formik.submitForm();
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setFilters(NO_FILTERS);
    setUser(null);
  };

  return (
    <FormikProvider value={formik}>
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
        <LatestJobNotice
          kind="mass_notification"
          ownJobId={jobId}
          onFinished={(answer) => {
            setResult(answer);
            // Which mode it was sent in is not recorded on the job: the mass texts name it.
            announce(answer, false);
          }}
        />
        <Card variant="outlined" component="section" aria-label={t.recipients}>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
                <Typography variant="h6" component="h2">
                  {t.recipients}
                </Typography>
                <Chip
                  role="status"
                  color="primary"
                  label={
                    estimate.computing ? t.estimating : formatCount(t.estimate, estimate.count)
                  }
                />
              </Stack>
              <FormControl disabled={sending}>
                <FormLabel id="mass-mode-label">{t.mode}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="mass-mode-label"
                  value={individual ? 'individual' : 'filters'}
                  onChange={(event) => switchMode(event.target.value as Mode)}
                >
                  <FormControlLabel
                    value="filters"
                    control={<Radio />}
                    label={t.filtersMode}
                    disabled={readOnly}
                  />
                  <FormControlLabel
                    value="individual"
                    control={<Radio />}
                    label={t.individualMode}
                  />
                </RadioGroup>
                {readOnly && (
                  <FormHelperText>{esAdmin.editionFilter.massIndividualOnly}</FormHelperText>
                )}
              </FormControl>
              {individual ? (
                <UserPicker value={user} onChange={setUser} disabled={sending} />
              ) : (
                <RecipientFilters value={filters} onChange={setFilters} disabled={sending} />
              )}
            </Stack>
          </CardContent>
        </Card>
        <NotificationContentCard
          // A new send (a new job) starts without the preview of the message just sent.
          key={jobId}
          templates={templates.status === 'ready' ? templates.items : []}
          useTemplate={useTemplate}
          onUseTemplate={(on) => {
            setUseTemplate(on);
            setTemplateId('');
          }}
          templateId={templateId}
          onTemplate={(template) => setTemplateId(template.id)}
          disabled={sending}
        />
        {sending && <JobProgress jobId={jobId} />}
        <Box>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? t.sending : t.send}
          </Button>
        </Box>
        {result && <UsersWithoutEmailAlert users={result.usersWithoutEmail} />}
      </Stack>
    </FormikProvider>
  );
}
