import { useId } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import {
  ACCREDITATION_REQUIREMENTS,
  CERTIFICATES,
  CERTIFICATE_VALIDITY_YEARS,
  es,
  formatText,
  overallProgressPercent,
  progressPercent,
  type AccreditationRequirement,
  type Certificate,
} from '@curso/common';
import { PageHeading } from '../../components/PageHeading';

const t = es.accreditation;
const STATUS_COLOR = { completed: 'success', in_progress: 'info', pending: 'default' } as const;

/** `/dashboard/accreditation`: the static sample of requirements and certificates (§9). */
export function AccreditationPage() {
  const overall = overallProgressPercent(ACCREDITATION_REQUIREMENTS);
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography color="text.secondary">{t.intro}</Typography>
      </PageHeading>
      <Progress label={t.overall} percent={overall} />
      <Typography variant="h5" component="h2" fontWeight={700}>
        {t.requirements}
      </Typography>
      <Grid container spacing={2}>
        {ACCREDITATION_REQUIREMENTS.map((requirement) => (
          <Grid key={requirement.title} size={{ xs: 12, md: 4 }}>
            <RequirementCard requirement={requirement} />
          </Grid>
        ))}
      </Grid>
      <Typography variant="h5" component="h2" fontWeight={700}>
        {t.certificates}
      </Typography>
      <Grid container spacing={2}>
        {CERTIFICATES.map((certificate) => (
          <Grid key={certificate.title} size={{ xs: 12, md: 6 }}>
            <CertificateCard certificate={certificate} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/** A labelled bar with its percentage written out beside it. */
function Progress({ label, percent }: { label: string; percent: number }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={label}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      <Typography variant="body2" fontWeight={600} sx={{ minWidth: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Stack>
  );
}

function RequirementCard({ requirement }: { requirement: AccreditationRequirement }) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <Typography id={titleId} variant="h6" component="h3">
              {requirement.title}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLOR[requirement.status]}
              label={t.status[requirement.status]}
            />
          </Stack>
          <Typography color="text.secondary">{requirement.description}</Typography>
          <Typography variant="body2">
            {formatText(t.progress, { completed: requirement.completed, total: requirement.total })}
          </Typography>
          <Progress
            label={requirement.title}
            percent={progressPercent(requirement.completed, requirement.total)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={titleId} variant="h6" component="h3">
            {certificate.title}
          </Typography>
          <Typography color="text.secondary">{certificate.description}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={t.type[certificate.type]} />
            <Chip size="small" label={formatText(t.hours, { hours: certificate.hours })} />
            <Chip
              size="small"
              label={formatText(t.validity, { years: CERTIFICATE_VALIDITY_YEARS })}
            />
          </Stack>
          <Typography
            variant="body2"
            color={certificate.available ? 'success.main' : 'text.secondary'}
          >
            {certificate.available ? t.available : t.notAvailable}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
