import type { PublicPlanKey } from './catalog/plans';
import type { RegistrationForm } from './schemas/registration';
import type { ProfileUpdate } from './schemas/profile';

/** Callable functions: deployed name → request and response. */
export const CALLABLES = {
  sendVerificationCode: 'sendVerificationCode',
  verifyCode: 'verifyCode',
  createPayment: 'createPayment',
  updateMyProfile: 'updateMyProfile',
  startImpersonation: 'startImpersonation',
  stopImpersonation: 'stopImpersonation',
} as const;

export interface SendVerificationCodeRequest {
  email: string;
  isLogin: boolean;
}
export interface SendVerificationCodeResponse {
  success: true;
}

/** `userData` is the registration form without the email, which travels at the top level. */
export type RegistrationUserData = Omit<RegistrationForm, 'email'>;

export interface VerifyCodeRequest {
  email: string;
  code: string;
  isLogin: boolean;
  userData?: RegistrationUserData;
}
export interface VerifyCodeResponse {
  success: true;
  /** Firebase custom token: `signInWithCustomToken` turns it into a session. */
  token: string;
  isAdmin: boolean;
}

export interface CreatePaymentRequest {
  plan: PublicPlanKey;
}
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

export interface ImpersonationRequest {
  userId: string;
}
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
