import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { es, formatCount, formatText, type EarlierCertificate } from '@curso/common';
import { useImpersonating } from '../../../session/impersonation';
import { useCertificateDownload } from './useCertificateDownload';

const t = es.accreditation;

/**
 * The certificates a person earned in earlier editions: they stay downloadable from their area
 * whatever their registration in the current edition, pending or not yet made.
 */
export function EarlierCertificates({
  certificates,
}: {
  certificates: EarlierCertificate[] | undefined;
}) {
  if (!certificates?.length) return null;
  return (
    <Stack spacing={1} component="section" aria-label={t.earlierTitle}>
      <Typography variant="h6" component="h2">
        {t.earlierTitle}
      </Typography>
      <List dense disablePadding>
        {certificates.map((certificate) => (
          <EarlierCertificateItem key={certificate.code} certificate={certificate} />
        ))}
      </List>
    </Stack>
  );
}

function EarlierCertificateItem({ certificate }: { certificate: EarlierCertificate }) {
  const { download, downloading } = useCertificateDownload(certificate.type, certificate.code);
  // The function serves the caller's own certificates: an administrator viewing as the attendee
  // would be refused.
  const impersonating = useImpersonating();
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={downloading || impersonating}
          onClick={() => void download()}
        >
          {downloading ? t.downloading : t.download}
        </Button>
      }
    >
      <ListItemText
        primary={formatText(t.earlierItem, {
          title: certificate.title,
          course: certificate.course_title,
        })}
        secondary={`${formatCount(t.hours, certificate.hours)} · ${formatText(t.verifyCode, {
          code: certificate.code,
        })}`}
      />
    </ListItem>
  );
}
