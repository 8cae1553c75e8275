import {
  es,
  formatText,
  type CertificateRecord,
  type DownloadCertificateResponse,
  type Edition,
} from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { returnBaseUrl } from '../lib/origins';
import { WEB_ORIGINS } from '../lib/params';
import { certificatePdf } from '../adapters/certificatePdf';
import { certificateRef } from '../repositories/accreditation';
import { editionRef } from '../repositories/editions';
import { profileRef } from '../repositories/profiles';
import { issueCertificate } from '../useCases/certificates';

/**
 * A certificate the caller holds from an earlier edition, with that edition (where it was held and
 * the zone its dates are read in); only codes listed in their own profile are served.
 */
async function earlierCertificate(
  uid: string,
  code: string,
): Promise<{ certificate: CertificateRecord; edition: Edition }> {
  const profile = (await profileRef(uid).get()).data();
  const listed = profile?.earlier_certificates?.find((c) => c.code === code);
  if (!listed) throw new Refusal('permission-denied', 'permission-denied');
  const [certificate, edition] = await Promise.all([
    certificateRef(code)
      .get()
      .then((s) => s.data()),
    editionRef(listed.edition_id)
      .get()
      .then((s) => s.data()),
  ]);
  if (!certificate || !edition) throw new Refusal('permission-denied', 'permission-denied');
  return { certificate, edition };
}

/**
 * The caller's certificate as a PDF: in the current edition, issued on the first download once
 * their attendance meets every requirement; from an earlier edition, the one issued then. It names
 * the page where anyone can verify its code.
 */
export const downloadCertificate = callable(
  'downloadCertificate',
  { access: 'signedIn', edition: true },
  async ({ type, code }, { uid, request, edition }): Promise<DownloadCertificateResponse> => {
    const found = code
      ? await earlierCertificate(uid, code)
      : { certificate: await issueCertificate(uid, type, edition), edition };
    const { certificate } = found;
    const base = returnBaseUrl(request.rawRequest.headers.origin, WEB_ORIGINS.value());
    const pdf = await certificatePdf(
      certificate,
      found.edition,
      `${base}/verify-certificate/${certificate.id}`,
    );
    return {
      code: certificate.id,
      fileName: formatText(es.certificatePdf.fileName, {
        type: certificate.type,
        code: certificate.id,
      }),
      pdfBase64: Buffer.from(pdf).toString('base64'),
    };
  },
);
