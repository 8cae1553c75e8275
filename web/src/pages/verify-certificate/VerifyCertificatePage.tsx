import { useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import { CERTIFICATE_CODE_PATTERN, es, formatText, normalCertificateCode } from '@curso/common';
import { PageCard } from '../../components/PageCard';
import { CertificateVerification } from './CertificateVerification';

const t = es.verifyCertificate;

/**
 * `/verify-certificate/:code`: anyone, signed in or not, checks a certificate by the code printed
 * on it. A code that cannot be one is refused before anything is read.
 */
export function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const normal = normalCertificateCode(code);
  return (
    <PageCard title={t.title} subtitle={t.intro} maxWidth={640}>
      {CERTIFICATE_CODE_PATTERN.test(normal) ? (
        <CertificateVerification code={normal} />
      ) : (
        <Alert severity="error">{formatText(t.invalidCode, { code })}</Alert>
      )}
    </PageCard>
  );
}
