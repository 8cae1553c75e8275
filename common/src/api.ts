import type * as yup from 'yup';
import type { sendVerificationCodeSchema } from './schemas/auth';
import type { createPaymentSchema, verifyCodeSchema } from './schemas/callables';
import type { impersonationSchema, ProfileUpdate } from './schemas/profile';

/** Callable functions: deployed name → request and response. */
export const CALLABLES = {
  sendVerificationCode: 'sendVerificationCode',
  verifyCode: 'verifyCode',
  createPayment: 'createPayment',
  updateMyProfile: 'updateMyProfile',
  startImpersonation: 'startImpersonation',
  stopImpersonation: 'stopImpersonation',
} as const;

/** Requests are what their shared schemas accept, so a field is declared once. */
export type SendVerificationCodeRequest = yup.InferType<typeof sendVerificationCodeSchema>;
export interface SendVerificationCodeResponse {
  success: true;
}

export type VerifyCodeRequest = yup.InferType<typeof verifyCodeSchema>;
export interface VerifyCodeResponse {
  success: true;
  /** Firebase custom token: `signInWithCustomToken` turns it into a session. */
  token: string;
  isAdmin: boolean;
}

export type CreatePaymentRequest = yup.InferType<typeof createPaymentSchema>;
export interface CreatePaymentResponse {
  free: boolean;
  url: string;
}

/** Body of `details` on every refusal a callable answers with. */
export interface ErrorDetails {
  code?: string;
  /** Field → Spanish message, for `invalid-argument`. */
  fields?: Record<string, string>;
}

/** Only the caller's own personal fields and preferences; anything else is refused. */
export type UpdateMyProfileRequest = ProfileUpdate;
export interface UpdateMyProfileResponse {
  success: true;
}

export type ImpersonationRequest = yup.InferType<typeof impersonationSchema>;
/** The person an administrator is now viewing the site as. */
export interface StartImpersonationResponse {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** ISO time the server recorded the start; the 30 minutes run from here. */
  startedAt: string;
}
export interface StopImpersonationResponse {
  success: true;
}
