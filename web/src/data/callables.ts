import { httpsCallable } from 'firebase/functions';
import {
  CALLABLES,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type ImpersonationRequest,
  type StartImpersonationResponse,
  type StopImpersonationResponse,
  type SendVerificationCodeRequest,
  type SendVerificationCodeResponse,
  type UpdateMyProfileRequest,
  type UpdateMyProfileResponse,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
} from '@curso/common';
import { functions } from '../firebase/app';

function callable<Request, Response>(name: string): (request: Request) => Promise<Response> {
  const call = httpsCallable<Request, Response>(functions, name);
  return async (request) => (await call(request)).data;
}

/** Emails a 6-digit code, for a login (`isLogin`) or a new registration. */
export const sendVerificationCode = callable<
  SendVerificationCodeRequest,
  SendVerificationCodeResponse
>(CALLABLES.sendVerificationCode);

/** Checks the code; a registration also creates the account. Answers a custom token. */
export const verifyCode = callable<VerifyCodeRequest, VerifyCodeResponse>(CALLABLES.verifyCode);

/** Starts a card checkout for the signed-in user (free plans answer `{ free: true, url }`). */
export const createPayment = callable<CreatePaymentRequest, CreatePaymentResponse>(
  CALLABLES.createPayment,
);

/** Saves the caller's own personal fields or preferences. */
export const updateMyProfile = callable<UpdateMyProfileRequest, UpdateMyProfileResponse>(
  CALLABLES.updateMyProfile,
);

/** "Ver como usuario" (administrators): checks the target and records the start. */
export const startImpersonation = callable<ImpersonationRequest, StartImpersonationResponse>(
  CALLABLES.startImpersonation,
);

/** Records the end of an impersonation, manual or on expiry. */
export const stopImpersonation = callable<ImpersonationRequest, StopImpersonationResponse>(
  CALLABLES.stopImpersonation,
);
