import { useId } from 'react';
import { Grid, Stack, Typography } from '@mui/material';
import {
  es,
  formatText,
  overallProgressPercent,
  progressOfRecord,
  type AccreditationRecord,
} from '@curso/common';
import { useAccreditation } from '../../../data/accreditation';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeading } from '../../../components/PageHeading';
import { useEdition } from '../../../session/EditionContext';
import { useGatedProfile } from '../../../session/GatedProfileContext';
import { AttendedSessions } from './AttendedSessions';
import { CertificateCard } from './CertificateCard';
import { EarlierCertificates } from './EarlierCertificates';
import { ProgressBar } from './ProgressBar';
import { RequirementCard } from './RequirementCard';

const t = es.accreditation;

/**
 * `/dashboard/accreditation`: the attendee's requirements, attendance and certificates, live from
 * the accreditation record the functions keep from Zoom's joins and leaves.
 */
export function AccreditationPage() {
  const profile = useGatedProfile();
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography color="text.secondary">{t.intro}</Typography>
      </PageHeading>
      {/* An administrator without a profile of their own has no record to read. */}
      {profile ? <LiveAccreditation uid={profile.id} /> : <Accreditation record={null} />}
      <EarlierCertificates certificates={profile?.earlier_certificates} />
    </Stack>
  );
}

function LiveAccreditation({ uid }: { uid: string }) {
  const state = useAccreditation(uid);
  if (state.status === 'error') return <ListenerErrorAlert reason={state.reason} />;
  if (state.status === 'loading') return <LoadingScreen />;
  return <Accreditation record={state.data} />;
}

/** The page's sections for a record (null: nothing attended yet). */
function Accreditation({ record }: { record: AccreditationRecord | null }) {
  const attendanceId = useId();
  const rules = useEdition().accreditation;
  const { requirements, certificates } = progressOfRecord(record, rules);
  const overall = overallProgressPercent(
    requirements.map((r) => ({ completed: r.done, total: r.required })),
  );
  return (
    <>
      <ProgressBar label={t.overall} percent={overall} />
      <Typography variant="h5" component="h2" fontWeight={700}>
        {t.requirements}
      </Typography>
      <Grid container spacing={2}>
        {requirements.map((requirement) => (
          <Grid key={requirement.id} size={{ xs: 12, md: 4 }}>
            <RequirementCard requirement={requirement} />
          </Grid>
        ))}
      </Grid>
      <Stack spacing={1}>
        <Typography id={attendanceId} variant="h5" component="h2" fontWeight={700}>
          {t.attendedTitle}
        </Typography>
        <Typography color="text.secondary">
          {formatText(t.attendanceRule, { percent: Math.round(rules.attendanceShare * 100) })}
        </Typography>
      </Stack>
      <AttendedSessions sessions={record?.sessions ?? {}} labelledBy={attendanceId} />
      <Typography variant="h5" component="h2" fontWeight={700}>
        {t.certificates}
      </Typography>
      <Grid container spacing={2}>
        {certificates.map((certificate) => (
          <Grid key={certificate.type} size={{ xs: 12, md: 6 }}>
            <CertificateCard
              certificate={certificate}
              issued={record?.certificates?.[certificate.type]}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
