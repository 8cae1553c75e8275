import { COLLECTIONS, type VerificationCode } from '@curso/common';
import { codeDocId } from '../lib/verificationCodes';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<VerificationCode>();

/** `verification_codes/{sha256(email)}`: one pending code per email. */
export const verificationCodeRef = (email: string) =>
  db().collection(COLLECTIONS.verificationCodes).doc(codeDocId(email)).withConverter(converter);
