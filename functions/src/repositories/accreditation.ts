import { COLLECTIONS, type AccreditationRecord, type CertificateRecord } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const recordConverter = modelConverter<AccreditationRecord>();
const certificateConverter = modelConverter<CertificateRecord>();

/** `accreditation/{uid}`. */
export const accreditationRef = (uid: string) =>
  db().collection(COLLECTIONS.accreditation).doc(uid).withConverter(recordConverter);

/** `certificates/{code}`. */
export const certificateRef = (code: string) =>
  db().collection(COLLECTIONS.certificates).doc(code).withConverter(certificateConverter);
