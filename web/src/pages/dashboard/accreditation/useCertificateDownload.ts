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
 * the PDF, which is saved on the device under the name it gives.
 */
export function useCertificateDownload(type: CertificateRule['type']) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { code, fileName, pdfBase64 } = await api.downloadCertificate({ type });
      downloadBlob(fileName, base64Blob(pdfBase64, 'application/pdf'));
      toast({ title: t.downloaded, description: formatText(t.verifyCode, { code }) });
    } catch (error) {
      const description = callableErrorText(error, es.errors.internal);
      toast({ title: t.downloadFailed, description, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
