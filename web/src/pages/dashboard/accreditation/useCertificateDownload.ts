import { useState } from 'react';
import { es, formatText, type CertificateRule } from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';
import { base64Blob } from '../../../utils/base64Blob';
import { downloadBlob } from '../../../utils/downloadBlob';

const t = es.accreditation;

/**
 * "Descargar certificado": the function issues the certificate on its first download and answers
 * the PDF, which is saved on the device under the name it gives. With a `code`, the certificate
 * from an earlier edition.
 */
export function useCertificateDownload(type: CertificateRule['type'], code?: string) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const answer = await api.downloadCertificate(code ? { type, code } : { type });
      downloadBlob(answer.fileName, base64Blob(answer.pdfBase64, 'application/pdf'));
      toast({ title: t.downloaded, description: formatText(t.verifyCode, { code: answer.code }) });
    } catch (error) {
      const description = callableErrorText(error, es.errors.internal);
      toast({ title: t.downloadFailed, description, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
