import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import type { CertificateRecord } from '@curso/common';
import { certificateRef } from '../firebase/refs';
import { documentState, type DocumentState } from './documentState';

/** The certificate a verification code names, live; `null` data: no such certificate. */
export function useCertificate(code: string): DocumentState<CertificateRecord> {
  const ref = useMemo(() => certificateRef(code), [code]);
  return documentState(useFirestoreDocData(ref));
}
