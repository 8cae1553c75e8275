import { es, formatText, type DownloadCertificateResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { returnBaseUrl } from '../lib/origins';
import { WEB_ORIGINS } from '../lib/params';
import { certificatePdf } from '../adapters/certificatePdf';
import { issueCertificate } from '../useCases/certificates';

/**
 * The caller's certificate as a PDF, issued on the first download once their attendance meets
 * every requirement of the current edition; it names the page where anyone can verify its code.
 */
export const downloadCertificate = callable(
  'downloadCertificate',
  { access: 'signedIn', edition: true },
  async ({ type }, { uid, request, edition }): Promise<DownloadCertificateResponse> => {
    const certificate = await issueCertificate(uid, type, edition);
    const base = returnBaseUrl(request.rawRequest.headers.origin, WEB_ORIGINS.value());
    const pdf = await certificatePdf(
      certificate,
      edition,
      `${base}/verify-certificate/${certificate.id}`,
    );
    return {
      code: certificate.id,
      fileName: formatText(es.certificatePdf.fileName, { type, code: certificate.id }),
      pdfBase64: Buffer.from(pdf).toString('base64'),
    };
  },
);
