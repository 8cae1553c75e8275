import { useId } from 'react';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  es,
  formatCount,
  formatText,
  type CertificateProgress,
  type IssuedCertificate,
} from '@curso/common';
import { useImpersonating } from '../../../session/impersonation';
import { useCertificateDownload } from './useCertificateDownload';

const t = es.accreditation;

/**
 * One certificate: downloadable once the attendee's own attendance meets its requirements (a
 * sample figure never unlocks it), with its verification code once issued.
 */
export function CertificateCard({
  certificate,
  issued,
}: {
  certificate: CertificateProgress;
  issued: IssuedCertificate | undefined;
}) {
  const titleId = useId();
  const { download, downloading } = useCertificateDownload(certificate.type);
  // The function issues the caller's own certificate: an administrator viewing as the attendee
  // would be issued theirs.
  const impersonating = useImpersonating();
  const available = certificate.met && !certificate.fromSample;
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
            <Chip size="small" label={formatCount(t.hours, certificate.hours)} />
            <Chip size="small" label={formatCount(t.validity, certificate.validityYears)} />
          </Stack>
          <Typography variant="body2" color={available ? 'success.main' : 'text.secondary'}>
            {available ? t.available : t.notAvailable}
          </Typography>
          {issued && (
            <Typography variant="body2">
              {formatText(t.verifyCode, { code: issued.code })}
            </Typography>
          )}
          {available && (
            <Button
              variant="contained"
              startIcon={<FileDownloadOutlined />}
              disabled={downloading || impersonating}
              onClick={() => void download()}
              aria-describedby={titleId}
              sx={{ alignSelf: 'flex-start' }}
            >
              {downloading ? t.downloading : t.download}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
