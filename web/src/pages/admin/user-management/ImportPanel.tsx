import { useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import {
  es,
  formatCount,
  isSponsoredPlan,
  type BulkCreateUsersResponse,
  type UserImport,
  esAdmin,
} from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { jobFinished, newJobId } from '../../../data/admin/jobs';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';
import { useEdition } from '../../../session/EditionContext';
import { JobProgress } from '../shared/JobProgress';
import { rateLimitWait } from './callableErrors';
import { DEFAULT_EMAIL_CHOICES, EmailOptions } from './EmailOptions';
import { ImportPreview } from './ImportPreview';
import { ImportResults } from './ImportResults';
import { importToast } from './importToast';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.import;

/**
 * A parsed CSV or paste: its preview, its row errors, and the creation of its valid rows.
 * Mount it with a new `key` for each parse: the job id is made once per parsed table, so that
 * pressing again after a failure is the same job, which the server resumes instead of repeating.
 * `onJob` is told the id before the import starts, so that the page's notice of an import under
 * way (`LatestJobNotice`) leaves this one to the panel.
 */
export function ImportPanel({
  parsed,
  onJob,
}: {
  parsed: UserImport;
  onJob: (jobId: string) => void;
}) {
  const toast = useToast();
  const edition = useEdition();
  const [choices, setChoices] = useState(DEFAULT_EMAIL_CHOICES);
  const [jobId] = useState(newJobId);
  const [running, setRunning] = useState(false);
  const [answer, setAnswer] = useState<BulkCreateUsersResponse | null>(null);
  const valid = parsed.rows.length;
  const sponsored = useMemo(
    () => parsed.rows.some(({ user }) => isSponsoredPlan(edition, user.plan_name)),
    [parsed, edition],
  );

  const create = async () => {
    setRunning(true);
    onJob(jobId);
    try {
      const started = await api.bulkCreateUsers({
        users: parsed.rows.map(({ user }) => user),
        ...choices,
        sendSponsorEmail: sponsored && choices.sendSponsorEmail,
        jobId,
      });
      const result = await jobFinished(started.jobId, 'user_import');
      setAnswer(result);
      toast(importToast(result));
    } catch (error) {
      const wait = rateLimitWait(error);
      toast(
        wait
          ? { title: es.errors['rate-limited'], description: wait, variant: 'destructive' }
          : {
              title: t.failed,
              description: callableErrorText(error, es.errors.internal),
              variant: 'destructive',
            },
      );
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack spacing={3}>
      <ImportPreview parsed={parsed} />
      {parsed.errors.length > 0 && (
        <Alert severity="error">
          <AlertTitle>{t.errorsTitle}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 240, overflowY: 'auto' }}>
            {parsed.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </Box>
        </Alert>
      )}
      {parsed.totalRows > 0 && (
        <Typography role="status" fontWeight={600}>
          {formatCount(t.validRows, parsed.totalRows, { valid })}
          {valid > 0 && valid < parsed.totalRows && ` ${t.validOnlyNote}`}
        </Typography>
      )}
      {valid > 0 && (
        <Stack spacing={2}>
          <EmailOptions
            value={choices}
            onChange={setChoices}
            sponsored={sponsored}
            disabled={running || answer !== null}
          />
          <Box>
            <Button
              variant="contained"
              onClick={() => void create()}
              disabled={running || answer !== null}
            >
              {running ? t.creating : formatCount(t.create, valid)}
            </Button>
          </Box>
          {running && <JobProgress jobId={jobId} />}
        </Stack>
      )}
      {answer && <ImportResults parsed={parsed} answer={answer} />}
    </Stack>
  );
}
