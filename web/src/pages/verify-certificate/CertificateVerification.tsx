import { Fragment } from 'react';
import { dayjs } from '../../utils/dayjs';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { es, formatText, type CertificateRecord } from '@curso/common';
import { useCertificate } from '../../data/certificates';
import { ListenerErrorAlert } from '../../components/ListenerErrorAlert';
import { LoadingScreen } from '../../components/LoadingScreen';
import { formatLongDate } from '../../utils/dates';

const t = es.verifyCertificate;

/** The certificate a well-formed code names: valid, expired, or no such certificate. */
export function CertificateVerification({ code }: { code: string }) {
  const state = useCertificate(code);
  if (state.status === 'error') return <ListenerErrorAlert reason={state.reason} />;
  if (state.status === 'loading') return <LoadingScreen label={t.checking} />;
  const certificate = state.data;
  if (!certificate) return <Alert severity="error">{formatText(t.notFound, { code })}</Alert>;
  const expired = certificate.valid_until.getTime() < Date.now();
  return (
    <Stack spacing={2}>
      <Alert severity={expired ? 'warning' : 'success'}>{expired ? t.expired : t.valid}</Alert>
      <CertificateDetails certificate={certificate} />
    </Stack>
  );
}

function CertificateDetails({ certificate }: { certificate: CertificateRecord }) {
  const details: [string, string | number][] = [
    [t.holder, certificate.holder_name],
    [t.certificate, certificate.title],
    [t.course, certificate.course_title],
    // A calendar day ("2025-11-07"), read as that day wherever the reader is.
    [t.courseDate, formatLongDate(dayjs(certificate.course_date).toDate())],
    [t.hours, certificate.hours],
    [t.issued, formatLongDate(certificate.issued_at)],
    [t.validUntil, formatLongDate(certificate.valid_until)],
    [t.code, certificate.id],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1, m: 0 }}
    >
      {details.map(([term, value]) => (
        <Fragment key={term}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" fontWeight={600} sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
